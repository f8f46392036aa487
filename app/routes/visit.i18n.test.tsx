import { describe, expect, it } from 'vitest'
import { isSpanishText, renderPage, strayWords } from '../../tests/i18n-render'
import VisitRoute, { loader } from './visit'

/**
 * /visit in Spanish (issue 47, decision 059): every tab's words (the panels are all in the page,
 * the unselected ones hidden) are Spanish catalog texts, names or figures; English stays as SPEC says.
 */

/** What the page shows that is neither language's: phone numbers, addresses, temperatures. */
const FIGURES = /^(?:\(\d{3}\) \d{3}-\d{4}|911|511|\d+-\d+°F|\d[\w .,']+, WY(?: \d{5})?|[.(),]+)$/

describe('/visit', () => {
  it('in Spanish says nothing in English', async () => {
    const { html, data } = await renderPage('es', {
      url: '/es/visit',
      path: '/es/visit',
      loader,
      Component: VisitRoute as never,
    })
    const { stray, english } = strayWords(
      html,
      // A season's months in brackets: "(dic-mar)".
      (word) => FIGURES.test(word) || isSpanishText(word.replace(/^\((.+)\)$/, '$1')),
    )
    expect(stray).toEqual([])
    expect(english).toEqual([])
    expect(data.title).toBe('Planea tu visita a Wyoming')
    expect(html).toContain('Guía de temporadas')
    expect(html).toContain('aria-label="Llamar a Emergencias (policía, bomberos, ambulancia): 911"')
    expect(html).toContain('href="/es/trip"')
    expect(html).toContain('29 de noviembre de 2026')
  })

  it('in English is as before', async () => {
    const { html, data } = await renderPage('en', {
      url: '/visit',
      path: '/visit',
      loader,
      Component: VisitRoute as never,
    })
    expect(data.title).toBe('Plan Your Wyoming Visit')
    for (const text of [
      'Best Time to Visit',
      'Peak season: June-August, with warm days, open park roads and every trail and tour running.',
      'Winter',
      'Dec-Mar',
      'Ready to Explore Wyoming?',
      'Numbers and addresses checked against each service’s public page on',
      'November 29, 2026',
    ])
      expect(html).toContain(text.replace(/'/g, '&#x27;'))
    expect(html).toContain('aria-label="Call Emergency (police, fire, ambulance): 911"')
  })
})
