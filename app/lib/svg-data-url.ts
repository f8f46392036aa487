/**
 * An SVG file's text as a `data:` URL for an `<img src>`: whitespace collapsed, and percent-encoded
 * only where it must be (not base64, so gzip still compresses it with the page).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s+/g, ' ').replace(/> </g, '><').trim()
  // What the HTML attribute would escape (" & ' < >) is cheaper percent-encoded.
  return `data:image/svg+xml,${compact.replace(/[%#"&'<>?[\\\]^`{|}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`
}
