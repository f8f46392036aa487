import fs from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SCENE_ALT, SCENES } from '../../db/listings'
import { messagesFor } from '../lib/i18n/catalog.server'
import type { Locale } from '../lib/i18n/config'
import { createTranslator, TranslatorContext } from '../lib/i18n/use-t'
import { imageOf } from '../lib/rows.server'
import { en, es } from '../locales'
import { SceneImage } from './scene-image'

/**
 * Every picture's alt text describes the picture it is on (issue 45 item 5): a scene is one
 * illustration wherever it appears, so its description is the scene's, in the page's language,
 * never words a listing or a seed once stored beside it.
 */

const render = (locale: Locale, image: { scene: (typeof SCENES)[number]; alt: string }) =>
  renderToString(
    <TranslatorContext.Provider value={createTranslator(locale, messagesFor(locale, ['shell']))}>
      <SceneImage image={image} />
    </TranslatorContext.Provider>,
  )

describe('the illustrations’ alt texts', () => {
  it('each scene has its picture and one description, the same in the catalog, and a Spanish one', () => {
    for (const scene of SCENES) {
      expect(fs.existsSync(path.join('public/images/scenes', `${scene}.svg`)), scene).toBe(true)
      const key = `shell.scene.${scene}` as keyof typeof en
      expect(en[key], scene).toBe(SCENE_ALT[scene])
      expect(es[key], scene).toMatch(/^Ilustración de /)
    }
  })

  it('a row’s picture is described by its scene, whatever was stored beside it', () => {
    expect(imageOf({ image_scene: 'coffee' } as never).alt).toBe(SCENE_ALT.coffee)
    expect(
      imageOf({
        image_scene: 'coffee',
        image_alt: 'A steaming mug of coffee and a stack of pancakes',
      } as never),
    ).toEqual({
      scene: 'coffee',
      alt: 'Illustration of a steaming mug of coffee at a window facing the mountains',
    })
  })

  it('a page says it in its language; an empty alt stays decoration', () => {
    expect(render('en', { scene: 'moose', alt: 'A moose wading in a mountain lake' })).toContain(
      'alt="Illustration of a moose standing in a pond"',
    )
    expect(render('es', { scene: 'moose', alt: 'A moose wading in a mountain lake' })).toContain(
      'alt="Ilustración de un alce de pie en una laguna"',
    )
    expect(render('es', { scene: 'moose', alt: '' })).toContain('alt=""')
  })
})
