// What a request's headers ask of a cached answer: whether it takes gzip (Accept-Encoding) and
// whether the copy it has is still good (If-None-Match). Used by the page cache and the answer in
// front of Express.

/**
 * Whether an Accept-Encoding header allows gzip: listed (or "*") with a quality above zero. Any
 * malformed header simply means no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false
  // Browsers send one of a few headers, again and again: the last one's answer is kept.
  if (header === lastAccepts.header) return lastAccepts.gzip
  const gzip = parseAcceptsGzip(header)
  lastAccepts = { header, gzip }
  return gzip
}

let lastAccepts = { header: '', gzip: false }

function parseAcceptsGzip(header: string): boolean {
  let gzip: number | undefined
  let star: number | undefined
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';')
    const name = coding.trim().toLowerCase()
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue
    let quality = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)
      if (match) quality = Number(match[1])
    }
    if (name === '*') star = quality
    else gzip = Math.max(gzip ?? 0, quality)
  }
  return (gzip ?? star ?? 0) > 0
}

/** If-None-Match: "*", or a list of entity tags (weak ones compared weakly, as RFC 9110 asks). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string' || header === '') return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
