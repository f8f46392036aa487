// The photo memory probe (issue 49 item 2), run by scripts/bench-photos.js as its own process
// with the flags and environment `npm start` gives the server: processes the photos named on the
// command line all at once (as three editors uploading at the same moment would), sampling this
// process's resident memory and its photo process's (one per photo, decision 030) every 10 ms, and
// prints one JSON line with the figures.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const files = process.argv.slice(2)
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-photo-memory-'))
process.env.UPLOAD_DIR = uploads
process.env.STORAGE ??= 'local'

const { processPhoto, removePhotoFiles } = await import('../app/lib/photos/process.server')
const { processTree } = await import('./app-server.js')
const mb = () => process.memoryUsage.rss() / 1024 / 1024
/** The resident memory of this process's children (the photo process, one per photo), MB. */
function childrenMb(): number {
  let most = 0
  for (const pid of processTree(process.pid).slice(1)) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      most = Math.max(most, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    } catch {
      // gone between the listing and the read
    }
  }
  return most
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

try {
  await sleep(500)
  const before = mb()
  let peak = before
  let photoPeak = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, mb())
    photoPeak = Math.max(photoPeak, childrenMb())
  }, 10)
  const started = performance.now()
  const results = await Promise.allSettled(files.map((file) => processPhoto(file)))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, mb())
  const done = mb()
  // What the process keeps once the work is over (the allocator's chance to give memory back).
  await sleep(3000)
  const after = mb()
  for (const result of results) if (result.status === 'fulfilled') await removePhotoFiles(result.value.keys)
  const outcomes = results.map((result) =>
    result.status === 'fulfilled'
      ? `${result.value.width}x${result.value.height}`
      : String(result.reason?.message),
  )
  console.log(JSON.stringify({ before, peak, photoPeak, done, after, seconds, outcomes }))
} finally {
  fs.rmSync(uploads, { recursive: true, force: true })
}
