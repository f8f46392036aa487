/**
 * What a page says, for the Spanish render tests (issue 47, decision 059): every text and every
 * accessible name outside an element marked lang="en".
 */

const VOID = new Set([
  'img',
  'input',
  'br',
  'hr',
  'meta',
  'link',
  'source',
  'path',
  'circle',
  'rect',
  'line',
  'polyline',
  'polygon',
])

/** The page's texts and accessible names (aria-label, alt, placeholder, title) outside lang="en" elements. */
export function visibleWords(html: string): string[] {
  const words: string[] = []
  const stack: boolean[] = [] // per open element: whether it is lang="en"
  const inEnglish = () => stack.includes(true)
  for (const [, tag, text] of html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .matchAll(/(<[^>]+>)|([^<]+)/g)) {
    if (text !== undefined) {
      if (!inEnglish()) words.push(text)
      continue
    }
    const open = /^<([a-zA-Z][\w-]*)([^>]*?)(\/?)>$/.exec(tag!)
    if (open) {
      const [, name, attributes, selfClosing] = open
      const english = /\slang="en"/.test(attributes!)
      if (!inEnglish() && !english)
        for (const [, value] of attributes!.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g))
          words.push(value!)
      if (!selfClosing && !VOID.has(name!.toLowerCase())) stack.push(english)
    } else if (/^<\//.test(tag!)) stack.pop()
  }
  return words
    .map((word) =>
      word
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((word) => word !== '')
}

