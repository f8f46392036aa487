import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { svgDataUrl } from './svg-data-url'

describe('svgDataUrl', () => {
  it('keeps the SVG whole: decoding the URL gives the file back, whitespace collapsed', () => {
    const svg = fs.readFileSync('public/images/scenes/barbecue.svg', 'utf8')
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    expect(decoded).toBe(svg.replace(/\s+/g, ' ').replace(/> </g, '><').trim())
  })

  it('encodes what would end the attribute or start a fragment, nothing more', () => {
    const url = svgDataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg"><path fill="url(#a)" d='M0 0'/><text>a & b ?</text></svg>`,
    )
    expect(url).not.toMatch(/["'<>#&? ]{2}|["'<>#&]/)
    expect(url).toContain('%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E')
    expect(url).toContain('url(%23a)')
  })
})
