import type { Scene } from './listings'
export const SITE_NAME = 'Wyoming Navigator'

/** Title, description and link-preview tags for a page. */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary' },
  ]
}

/**
 * A route's link-preview picture: `export const handle = previewImage('dining')`, or a function of
 * the route's data for listings (their own illustration). The root layout turns the deepest one
 * into og:image (/og/<scene>.png, absolute from PUBLIC_URL); pages without one use the Tetons.
 */
export interface PreviewHandle {
  previewScene: Scene | ((data: unknown) => Scene | undefined)
}

export function previewImage(scene: PreviewHandle['previewScene']): PreviewHandle {
  return { previewScene: scene }
}

export const DEFAULT_PREVIEW_SCENE: Scene = 'tetons'

/** The scene the deepest route with a preview names, for its data. */
export function previewSceneOf(matches: readonly { handle?: unknown; data?: unknown }[]): Scene {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<PreviewHandle> | undefined
    if (!handle?.previewScene) continue
    const scene =
      typeof handle.previewScene === 'function' ? handle.previewScene(match.data) : handle.previewScene
    if (scene) return scene
  }
  return DEFAULT_PREVIEW_SCENE
}
