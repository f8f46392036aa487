import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import type { MessageKey } from './messages'
import { LOCALES } from './config'
import { messagesFor } from './catalog.server'
import { createTranslator, isLazyMessage, loadFormatter, needsFormatter } from './use-t'

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

  it('does not make a page wait for the formatter for messages only lazily loaded code says', () => {
    const lazy = { 'shell.lazy.x.count': compileMessage('{count, plural, one {# cosa} other {# cosas}}') }
    expect(isLazyMessage('shell.lazy.x.count')).toBe(true)
    expect(isLazyMessage('shell.lazyish')).toBe(false)
    expect(isLazyMessage('lazy.shell')).toBe(false)
    expect(needsFormatter({ plain: 'Comer', ...lazy })).toBe(false)
    expect(needsFormatter({ ...lazy, places: messages.places })).toBe(true)
  })

  it.each(LOCALES)(
    'the shell (sent with every page) and the home page need no formatter in %s: only lazy messages have arguments',
    (locale) => {
      const shell = messagesFor(locale, ['shell'])
      const lazyWithArguments = Object.keys(shell).filter(
        (id) => typeof shell[id] !== 'string' && isLazyMessage(id),
      )
      // The suggestions' and the outbox's words with arguments are there, and do not count.
      expect(lazyWithArguments).toContain('shell.lazy.suggest.count')
      expect(lazyWithArguments).toContain('shell.lazy.outbox.photos')
      expect(needsFormatter(shell)).toBe(false)
      expect(needsFormatter(messagesFor(locale, ['shell', 'home']))).toBe(false)
    },
  )

  it('gives a readable rough text before the formatter is loaded, and the formatted one after', async () => {
    const shell = messagesFor('es', ['shell'])
    const early = createTranslator('es', shell)
    expect(early('shell.lazy.suggest.labelFor', { query: 'bisonte' })).toBe('Sugerencias para bisonte')
    expect(early('shell.lazy.outbox.unsent', { count: 2 })).toBe('2 en este dispositivo')
    await loadFormatter()
    const t = createTranslator('es', shell)
    expect(t('shell.lazy.suggest.count', { count: 1 })).toBe(
      '1 sugerencia. Usa las flechas arriba y abajo para elegir.',
    )
    expect(t('shell.lazy.outbox.photos', { count: 3 })).toBe('3 fotos')
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
