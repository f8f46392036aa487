// `npm run bench:photos` (and the last part of `npm run bench`): the memory of photo processing
// (issue 49 item 2). Three worst-case photos at once, a 39.6 MP PNG and two 40 MP JPEGs (the
// largest a camera sends), are processed by one process started with the flags and
// environment `npm start` gives the server (scripts/start-flags.js), which reports its resident
// memory before, at the peak, and 3 s after (scripts/photo-memory.ts). The photos are made once
// (scripts/worst-photos.js). The same three sent to a running server through the editors' photos
// page: tests/e2e/uploads.heavy.spec.ts.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startEnv, startFlags } from './start-flags.js'
import { worstCasePhotos } from './worst-photos.js'

const photos = await worstCasePhotos()
const sizes = photos.map(
  (file) => `${path.basename(file)} ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`,
)

const probe = spawnSync(
  process.execPath,
  [...startFlags(), '--import', 'tsx', path.resolve('scripts/photo-memory.ts'), ...photos],
  { env: { ...process.env, ...startEnv() }, encoding: 'utf8' },
)
if (probe.status !== 0) {
  console.error(probe.stderr)
  process.exit(1)
}
const figures = JSON.parse(probe.stdout.trim().split('\n').at(-1))
const env = Object.entries(startEnv()).map(([key, value]) => `${key}=${value}`)
console.log(
  `\nphoto processing, three at once (${sizes.join(', ')}); server flags: ${[...env, ...startFlags()].join(' ')}`,
)
console.table([
  {
    'before MB': Math.round(figures.before),
    'peak MB': Math.round(figures.peak),
    'photo process peak MB': Math.round(figures.photoPeak),
    'done MB': Math.round(figures.done),
    '3 s after MB': Math.round(figures.after),
    seconds: Number(figures.seconds.toFixed(1)),
    results: figures.outcomes.join('; '),
  },
])
