import { describe, expect, it } from 'vitest'
import { renderPage, strayWords } from '../../tests/i18n-render'
import AccessibilityRoute, { loader } from './accessibility'

/** /accessibility in Spanish (issue 47, decision 059): nothing left in English; English as before. */
describe('/accessibility', () => {
  it('in Spanish says nothing in English', async () => {
    const page = { path: '/es/accessibility', loader, Component: AccessibilityRoute as never }
    const { html, data } = await renderPage('es', { url: '/es/accessibility', ...page })
    const { stray, english } = strayWords(html)
    expect(stray).toEqual([])
    expect(english).toEqual([])
    expect(data.title).toBe('Accesibilidad')
    expect(html).toContain('href="/es/contact?subject=Barrera%20de%20accesibilidad"')
    expect(html).toContain('href="/es/map"')
  })

  it('in English is as before', async () => {
    const page = { path: '/accessibility', loader, Component: AccessibilityRoute as never }
    const { html } = await renderPage('en', { url: '/accessibility', ...page })
    expect(html).toContain('href="/contact?subject=Accessibility%20barrier"')
    expect(html).toContain('What we know falls short')
    expect(html).toMatch(/The interactive map \(on<!-- --> <a [^>]*href="\/map">Map<\/a>\) is hard/)
  })
})
