import { describe, expect, it } from 'vitest'
import { icuTexts, strayWords } from '../../../tests/i18n-pages'

const said = (message: string) => icuTexts(message).map((part) => part.trim()).filter(Boolean)

// The Spanish pages' tests find English left on a page by taking every catalog text out of its
// words: a message's literal texts must include those inside its plural and select options.
describe('icuTexts (the page tests’ reading of a message)', () => {
  it('leaves out simple arguments', () => {
    expect(said('Hola {name}, ¿qué tal?')).toEqual(['Hola', ', ¿qué tal?'])
  })

  it('reads the texts of plural and select options, # as a gap', () => {
    expect(said('{count, plural, one {# alerta activa} other {# alertas activas}}, primero la más grave.')).toEqual(
      ['alerta activa', 'alertas activas', ', primero la más grave.'],
    )
    expect(said('{kind, select, music {el concierto} other {el evento {title}}} de hoy')).toEqual([
      'el concierto',
      'el evento',
      'de hoy',
    ])
  })

  it('lets a page say a plural message without calling it stray', () => {
    const catalog = { 'x.alerts': '{count, plural, one {# alerta activa} other {# alertas activas}}' }
    expect(strayWords(['2 alertas activas'], catalog, [])).toEqual([])
    expect(strayWords(['2 active alerts'], catalog, [])).toEqual(['2 active alerts'])
  })
})
