import { fork } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { storage } from '../storage/index.server'
import type { PhotoWorkerAnswer } from './photo-worker.server'
import { PHOTO_FORMATS, photoKey } from './photos'
import { PhotoError, variantFile } from './render.server'

export { MAX_INPUT_PIXELS, PHOTO_ERRORS, PhotoError, variantWidths } from './render.server'

/**
 * Turning an uploaded photo into the variants the pages serve (issue 16 item 4; the image work is
 * ./render.server.ts).
 *
 * Within memory (issue 49 item 2, decision 030): a server process works on one photo at a time
 * (the others wait in line), and each photo is rendered in a process of its own
 * (./photo-worker.server.ts) that exits when it is done. The server's memory does not grow with
 * the image work (decoding a 40 MP photo takes 60 to 90 MB, most of which the allocator would keep),
 * and a decoder that crashes or hangs on a hostile file stops only that process.
 */

export interface ProcessedPhoto {
  id: string
  /** the largest variant's size */
  width: number
  height: number
  widths: number[]
  keys: string[]
}

/** The photo process may take this long (a 40 MP photo takes 5 to 15 s on a loaded two-core machine). */
const PHOTO_TIMEOUT_MS = 120_000

/**
 * The photo process's module: from source (tests, `npm run dev`) the .ts beside this file, run
 * through tsx; in the build, photo-worker.js beside the server bundle (vite.config.ts), from this
 * code's chunk, which is the bundle itself or one in build/server/assets/.
 */
function workerModule(): { file: string; execArgv: string[] } {
  // Its own heap cap; the pixels are outside it (libvips). The server's flags (an inspector, a
  // bigger heap) are not passed on.
  const heap = '--max-old-space-size=64'
  if (/\.[cm]?ts$/.test(new URL(import.meta.url).pathname))
    return {
      file: new URL('./photo-worker.server.ts', import.meta.url).pathname,
      execArgv: [heap, '--import', 'tsx'],
    }
  const candidates = ['./photo-worker.js', '../photo-worker.js'].map(
    (name) => new URL(name, import.meta.url).pathname,
  )
  const found = candidates.find((file) => fs.existsSync(file))
  if (!found) throw new Error(`The photo worker is missing from the build (${candidates[0]}).`)
  return { file: found, execArgv: [heap] }
}

// The line of photos waiting in this process: each starts when the one before has finished.
let line: Promise<unknown> = Promise.resolve()

/** Runs `task` once every task queued before it has settled: one at a time, in order. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = line.then(task, task)
  line = run.catch(() => {})
  return run
}

/**
 * Processes a photo (a file path or its bytes) and stores every variant under a new photo id,
 * one photo at a time per process (see above). Throws a PhotoError with a message for the editor
 * when the photo is too big or unreadable; variants already stored are removed again when a later
 * one fails.
 */
export function processPhoto(input: string | Uint8Array): Promise<ProcessedPhoto> {
  return oneAtATime(() => processOne(input))
}

async function processOne(input: string | Uint8Array): Promise<ProcessedPhoto> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'guide-photo-'))
  try {
    let file = input
    if (typeof file !== 'string') {
      file = path.join(dir, 'input')
      await fs.promises.writeFile(file, input)
    }
    const outDir = path.join(dir, 'out')
    await fs.promises.mkdir(outDir)
    const rendered = await render(file, outDir)
    const id = crypto.randomUUID()
    const keys: string[] = []
    const store = storage()
    try {
      for (const width of rendered.widths) {
        for (const format of PHOTO_FORMATS) {
          const key = photoKey(id, width, format)
          await store.put(
            key,
            { path: path.join(outDir, variantFile(width, format)) },
            { contentType: format === 'jpg' ? 'image/jpeg' : `image/${format}` },
          )
          keys.push(key)
        }
      }
    } catch (error) {
      await removePhotoFiles(keys)
      throw error
    }
    return { id, width: rendered.width, height: rendered.height, widths: rendered.widths, keys }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}

/** Renders `input` into `outDir` in a photo process of its own; its answer, or the reason it gave none. */
function render(input: string, outDir: string): Promise<{ width: number; height: number; widths: number[] }> {
  const { file, execArgv } = workerModule()
  return new Promise((resolve, reject) => {
    const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    let answer: PhotoWorkerAnswer | undefined
    const timer = setTimeout(() => child.kill('SIGKILL'), PHOTO_TIMEOUT_MS)
    child.once('message', (message: PhotoWorkerAnswer) => (answer = message))
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (answer?.ok) return resolve(answer)
      if (answer) return reject(answer.photoError ? new PhotoError(answer.error) : new Error(answer.error))
      reject(new Error(`The photo process stopped (${signal ?? `exit code ${code}`}) without an answer.`))
    })
    child.send({ input, outDir })
  })
}

/** Every storage key of a processed photo. */
export function photoKeys(id: string, widths: readonly number[]): string[] {
  return widths.flatMap((width) => PHOTO_FORMATS.map((format) => photoKey(id, width, format)))
}

/** Deletes a photo's stored variants (missing ones are fine). */
export async function removePhotoFiles(keys: readonly string[]): Promise<void> {
  const store = storage()
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})))
}
