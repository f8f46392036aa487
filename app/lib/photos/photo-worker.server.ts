import { PhotoError, renderPhoto } from './render.server'

/**
 * The photo process (started by ./process.server.ts for one photo, decision 030): renders the
 * photo it is sent into the folder it is sent, answers what it made or why it could not, and
 * exits, so every byte the image work took goes back to the system and a decoder that crashes on
 * a hostile file takes only this process down. Built as its own file
 * (build/server/photo-worker.js, see vite.config.ts).
 */
export type PhotoWorkerAnswer =
  | { ok: true; width: number; height: number; widths: number[] }
  | { ok: false; error: string; photoError: boolean }

process.once('message', (job: { input: string; outDir: string }) => {
  renderPhoto(job.input, job.outDir).then(
    (rendered) => answer({ ok: true, ...rendered }),
    (error: unknown) =>
      answer({
        ok: false,
        error: error instanceof PhotoError ? error.message : String(error).slice(0, 500),
        photoError: error instanceof PhotoError,
      }),
  )
})

function answer(message: PhotoWorkerAnswer) {
  process.send!(message, () => process.disconnect())
}
