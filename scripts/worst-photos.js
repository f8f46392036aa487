// The worst-case photos of the photo memory checks (issue 49 item 2): a 39.6 MP PNG and two 40 MP
// JPEGs, the largest a camera sends, made once with sharp and kept in the system's temporary folder.
// Used by scripts/bench-photos.js and tests/e2e/uploads.heavy.spec.ts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const dir = path.join(os.tmpdir(), 'guide-photo-bench')

/** A photo-like picture (smooth colour, with fine grain for a JPEG) of width x height, made once. */
async function worstCase(name, width, height, format) {
  const file = path.join(dir, name)
  if (fs.existsSync(file)) return file
  fs.mkdirSync(dir, { recursive: true })
  // Random colours blown up smoothly, then grain: compresses like a photo, decodes like one.
  const seed = Buffer.alloc(32 * 24 * 3)
  for (let i = 0; i < seed.length; i++) seed[i] = Math.floor(Math.random() * 256)
  const smooth = await sharp(seed, { raw: { width: 32, height: 24, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  // Grain for the JPEGs (17-18 MB at 40 MP); the PNG stays smooth (about 9 MB).
  if (format !== 'png')
    for (let i = 0; i < smooth.length; i += 7) smooth[i] = Math.min(255, smooth[i] + ((i * 31) % 23))
  const image = sharp(smooth, { raw: { width, height, channels: 3 }, limitInputPixels: false })
  const temp = `${file}.${process.pid}.part`
  await (format === 'png' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 98 })).toFile(temp)
  fs.renameSync(temp, file) // whole, or not there: a run stopped midway leaves no half photo
  return file
}

/** The paths of the three worst-case photos (made on first use). */
export async function worstCasePhotos() {
  return [
    await worstCase('worst-39.6mp.png', 7712, 5136, 'png'),
    await worstCase('worst-40mp-a.jpg', 7744, 5164, 'jpg'),
    await worstCase('worst-40mp-b.jpg', 7744, 5164, 'jpg'),
  ]
}
