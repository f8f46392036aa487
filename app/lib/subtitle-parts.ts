/**
 * A card's second line made of parts ("Senderismo · Fácil · Verano") of which some may have stayed
 * English on a page in another language (a value the catalog has no words for): the line as one
 * string, plus which parts are English, by position, so the page (the map's cards and list,
 * /favorites) marks them `lang="en"`. Browser-safe.
 */

/** Between a subtitle's parts: "Comida rápida · $$". */
export const SUBTITLE_SEPARATOR = ' · '

/** A text in the page's language, or in English (`lang: 'en'`). */
export interface SubtitlePart {
  text: string
  lang?: 'en'
}

/**
 * A subtitle from its parts (strings are in the page's language): the text joined with ' · ' and,
 * when some stayed English, which (`subtitleEnglish`, by position after splitting at ' · ').
 */
export function subtitleOf(parts: readonly (string | SubtitlePart)[]): {
  subtitle: string
  subtitleEnglish?: string
} {
  const english: number[] = []
  let position = 0
  const texts = parts.map((part) => {
    const { text, lang } = typeof part === 'string' ? { text: part, lang: undefined } : part
    const pieces = text.split(SUBTITLE_SEPARATOR).length
    if (lang) for (let i = 0; i < pieces; i++) english.push(position + i)
    position += pieces
    return text
  })
  const subtitle = texts.join(SUBTITLE_SEPARATOR)
  return english.length ? { subtitle, subtitleEnglish: english.join(',') } : { subtitle }
}

/** A subtitle's parts again, each with its language (one part, in the page's, when none is English). */
export function subtitleParts(subtitle: string, subtitleEnglish?: string): SubtitlePart[] {
  if (!subtitleEnglish) return [{ text: subtitle }]
  const english = new Set(subtitleEnglish.split(',').map(Number))
  return subtitle
    .split(SUBTITLE_SEPARATOR)
    .map((text, i) => (english.has(i) ? { text, lang: 'en' as const } : { text }))
}
