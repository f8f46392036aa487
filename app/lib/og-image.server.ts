import fs from 'node:fs/promises'
import path from 'node:path'
import { env } from './env.server'
import { SCENES, type Scene } from './listings'
import { loadSharp } from './sharp.server'

/**
 * Link-preview pictures (og:image): our own scene illustrations (public/images/scenes/*.svg, 800 by
 * 500) rendered to 1200 by 630 PNG with sharp, cropped to the middle. Each scene is rendered once
 * per process and kept (28 scenes, about 60 KB each).
 */
export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const rendered = new Map<Scene, Promise<Buffer>>()

export function isScene(value: string): value is Scene {
  return (SCENES as readonly string[]).includes(value)
}

/** The scene's SVG: from the build (production) or public/ (development and tests). */
async function sceneSvg(scene: Scene): Promise<Buffer> {
  const candidates = [
    path.resolve(env().BUILD_DIR, 'client', 'images', 'scenes', `${scene}.svg`),
    path.resolve('public', 'images', 'scenes', `${scene}.svg`),
  ]
  for (const file of candidates) {
    try {
      return await fs.readFile(file)
    } catch {
      // next place
    }
  }
  throw new Error(`no illustration for scene ${scene}`)
}

async function render(scene: Scene): Promise<Buffer> {
  const sharp = await loadSharp()
  // Rasterized at twice its size so the crop stays sharp, then scaled to cover 1200x630.
  return sharp(await sceneSvg(scene), { density: 144 })
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer()
}

/** The PNG for a scene (rendered on first use, then kept). */
export function ogImage(scene: Scene): Promise<Buffer> {
  let png = rendered.get(scene)
  if (!png) {
    png = render(scene)
    rendered.set(scene, png)
    // A failed render is tried again next time.
    png.catch(() => rendered.delete(scene))
  }
  return png
}
