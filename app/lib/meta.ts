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
