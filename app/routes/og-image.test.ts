import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { thrownStatus } from '../../tests/helpers'
import { previewImage, previewSceneOf } from '~/lib/meta'
import { loader } from './og-image'

const get = (scene: string) =>
  loader({ params: { scene }, request: new Request(`http://x/og/${scene}.png`), context: {} } as never)

describe('link-preview pictures', () => {
  it('renders a scene as a 1200x630 PNG, cached for a day', async () => {
    const response = await get('bison')
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
    const png = Buffer.from(await response.arrayBuffer())
    const meta = await sharp(png).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    // Not a blank canvas: the illustration has many colours.
    const { channels } = await sharp(png).stats()
    expect(channels[0]!.stdev).toBeGreaterThan(10)
  })

  it('answers 404 for anything that is not one of our scenes', async () => {
    for (const scene of ['nope', '../logo', 'tetons.svg', ''])
      expect(await thrownStatus(() => get(scene)), scene).toBe(404)
  })

  it('takes the deepest route’s picture, from its data for a listing, else the Tetons', () => {
    const listing = previewImage(
      (data) => (data as { event?: { image: { scene: 'rodeo' } } }).event?.image.scene,
    )
    expect(
      previewSceneOf([
        { handle: previewImage('dining') },
        { handle: listing, data: { event: { image: { scene: 'rodeo' } } } },
      ]),
    ).toBe('rodeo')
    expect(previewSceneOf([{ handle: previewImage('dining') }, { handle: listing, data: {} }])).toBe('dining')
    expect(previewSceneOf([{ handle: undefined }, { data: null }])).toBe('tetons')
  })
})
