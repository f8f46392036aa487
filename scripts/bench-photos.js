// `npm run bench:photos` (and the last part of `npm run bench`): the memory of photo processing
// (issue 49 item 2). Three worst-case photos at once, a 39.6 MP PNG and two 40 MP JPEGs of about
// 25 MB (the largest a camera sends), are processed by one process started with the flags and
// environment `npm start` gives the server (scripts/start-flags.js), which reports its resident
// memory before, at the peak, and 3 s after (scripts/photo-memory.ts). The photos are made once
// with sharp and kept in the system's temporary folder.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { startEnv, startFlags } from './start-flags.js'

const dir = path.join(os.tmpdir(), 'guide-photo-bench')
fs.mkdirSync(dir, { recursive: true })

/** A photo-like picture (smooth colour, with fine grain for a JPEG) of width x height, made once. */
async function worstCase(name, width, height, format) {
  const file = path.join(dir, name)
  if (fs.existsSync(file)) return file
  // Random colours blown up smoothly, then grain: compresses like a photo, decodes like one.
  const seed = Buffer.alloc(32 * 24 * 3)
  for (let i = 0; i < seed.length; i++) seed[i] = Math.floor(Math.random() * 256)
  const smooth = await sharp(seed, { raw: { width: 32, height: 24, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  // Grain for the JPEGs (25 MB at 40 MP); the PNG stays smooth, so it is 25 MB or less too.
  if (format !== 'png')
    for (let i = 0; i < smooth.length; i += 7) smooth[i] = Math.min(255, smooth[i] + ((i * 31) % 23))
  const image = sharp(smooth, { raw: { width, height, channels: 3 }, limitInputPixels: false })
  await (format === 'png' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 98 })).toFile(file)
  return file
}

const photos = [
  await worstCase('worst-39.6mp.png', 7712, 5136, 'png'),
  await worstCase('worst-40mp-a.jpg', 7744, 5164, 'jpg'),
  await worstCase('worst-40mp-b.jpg', 7744, 5164, 'jpg'),
]
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
    'done MB': Math.round(figures.done),
    '3 s after MB': Math.round(figures.after),
    seconds: Number(figures.seconds.toFixed(1)),
    results: figures.outcomes.join('; '),
  },
])
