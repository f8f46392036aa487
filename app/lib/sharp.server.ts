import type SharpModule from 'sharp'

type Sharp = typeof SharpModule

let loading: Promise<Sharp> | undefined

/**
 * sharp (libvips), loaded on first use: only photo uploads and link-preview pictures need it, and
 * loaded at start it adds about 12 MB to every server process that never processes an image.
 * Without an operation cache: the server keeps its memory for requests (sharp's own cache holds up
 * to 50 MB). On one libvips thread (decision 030): each thread holds its own buffers, and a
 * process serves pages while it works on a photo (one per core, WEB_CONCURRENCY).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return loading
}
