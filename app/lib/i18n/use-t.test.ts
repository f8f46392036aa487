import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import type { MessageKey } from './messages'
import { createTranslator, loadFormatter, needsFormatter } from './use-t'

// Messages a later page will have: plurals, select, numbers and dates (any key: the type is the catalog's).
const key = (name: string) => name as MessageKey
const messages = {
  places: compileMessage('{count, plural, one {# lugar} other {# lugares}}'),
  who: compileMessage('{kind, select, family {En familia} other {Con amigos}}'),
  price: compileMessage('Desde {price}'),
  day: compileMessage('El {when, date, long}'),
  plain: 'Comer',
}

describe('the translator', () => {
  it('gives plain messages as they are, with no formatter', () => {
    const t = createTranslator('es', { plain: 'Comer' })
    expect(needsFormatter({ plain: 'Comer' })).toBe(false)
    expect(t(key('plain'))).toBe('Comer')
    expect(t.has(key('plain'))).toBe(true)
    expect(t.path('/eat')).toBe('/es/eat')
  })

  it('formats ICU plurals, select, numbers and dates in the page’s language once the formatter is loaded', async () => {
    expect(needsFormatter(messages)).toBe(true)
    await loadFormatter()
    const t = createTranslator('es', messages)
    expect(t(key('places'), { count: 1 })).toBe('1 lugar')
    expect(t(key('places'), { count: 3 })).toBe('3 lugares')
    expect(t(key('who'), { kind: 'family' })).toBe('En familia')
    const price = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(12.5)
    expect(t(key('price'), { price })).toBe(`Desde ${price}`)
    // A Denver day stays a Denver day (the date is formatted for the locale; the zone is the caller's).
    expect(t(key('day'), { when: new Date('2026-07-04T18:00:00Z') })).toMatch(/^El 4 de julio de 2026$/)
    const english = createTranslator('en', {
      places: compileMessage('{count, plural, one {# place} other {# places}}'),
    })
    expect(english(key('places'), { count: 1 })).toBe('1 place')
  })
})
