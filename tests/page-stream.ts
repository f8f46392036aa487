/**
 * What the tests of the page stream share (app/lib/deferred-scripts.server.ts and what it writes
 * in: the inline stylesheet, reused markup): rendering through it, and feeding it React's pieces.
 */
import { PassThrough, type Transform, type Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/** `element` rendered by React's streaming renderer through `body` (a deferScripts stream), as text. */
export function renderThrough(element: ReactNode, body: Transform): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    body.on('data', (chunk: Buffer) => chunks.push(chunk))
    body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(body as Writable),
      onShellError: reject,
    })
  })
}

/**
 * Writes `pieces` into `stream` as React does, with a flush after each piece but the last (the
 * stream then sends what it can), ends it, and returns everything that came out.
 */
export async function streamInPieces(stream: Transform, pieces: string[]): Promise<string> {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  stream.pipe(out)
  const flush = (stream as Transform & { flush: () => void }).flush
  pieces.forEach((piece, index) => {
    stream.write(piece)
    if (index < pieces.length - 1) flush()
  })
  stream.end()
  await new Promise((resolve) => out.on('end', resolve))
  return Buffer.concat(chunks).toString('utf8')
}
