import type SharpModule from 'sharp'

type Sharp = typeof SharpModule

let loading: Promise<Sharp> | undefined

/**
 * sharp (libvips), loaded on first use: only photo uploads and link-preview pictures need it, and
 * loaded at start it adds about 12 MB to every server process that never processes an image.
 * Without an operation cache: the server keeps its memory for requests (sharp's own cache holds up
 * to 50 MB).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loading
}
