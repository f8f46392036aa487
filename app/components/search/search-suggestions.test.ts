import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Locale } from '~/lib/i18n/config'
import { createTranslator, loadFormatter } from '~/lib/i18n/use-t'
import type { Suggestion } from '~/lib/search/types'
import { suggestionWords } from './search-suggestions'

/**
 * The header's suggestion list in the page's language (issue 47): its "see all" option and what
 * its live region says come from the shell's lazy messages, its links stay in the page's language.
 */

await loadFormatter()
const words = (locale: Locale, q: string, found: Suggestion[]) =>
  suggestionWords(createTranslator(locale, messagesFor(locale, ['shell'])), q, found)

const bison: Suggestion = {
  type: 'activity',
  label: 'Actividad',
  title: 'Safari de bisontes',
  url: '/play/bison-safari',
  detail: 'Jackson',
}
const float: Suggestion = { ...bison, title: 'Snake River Float', english: true, url: '/play/float' }

describe('the suggestion list’s words', () => {
  it('speaks Spanish on a Spanish page, its links in Spanish', () => {
    const one = words('es', 'bisonte', [bison])
    expect(one.message).toBe('1 sugerencia. Usa las flechas arriba y abajo para elegir.')
    expect(one.options).toEqual([
      {
        key: '/play/bison-safari',
        url: '/es/play/bison-safari',
        title: 'Safari de bisontes',
        english: undefined,
        detail: 'Actividad · Jackson',
      },
      {
        key: 'all',
        url: '/es/search?q=bisonte',
        title: 'Ver todos los resultados para “bisonte”',
        detail: '',
      },
    ])
    const two = words('es', 'río snake', [bison, float])
    expect(two.message).toBe('2 sugerencias. Usa las flechas arriba y abajo para elegir.')
    expect(two.options[1]).toMatchObject({ title: 'Snake River Float', english: true, url: '/es/play/float' })
    expect(two.options[2]!.url).toBe('/es/search?q=r%C3%ADo%20snake')
    expect(words('es', 'zzqx', []).message).toBe('No hay sugerencias. Presiona Enter para buscar.')
  })

  it('says in English what it said', () => {
    const english = { ...bison, label: 'Activity', title: 'Bison Safari' }
    expect(words('en', 'bison', [english])).toEqual({
      options: [
        {
          key: '/play/bison-safari',
          url: '/play/bison-safari',
          title: 'Bison Safari',
          english: undefined,
          detail: 'Activity · Jackson',
        },
        { key: 'all', url: '/search?q=bison', title: 'See all results for “bison”', detail: '' },
      ],
      message: '1 suggestion. Use the up and down arrows to choose.',
    })
    expect(words('en', 'bison', [english, english]).message).toBe(
      '2 suggestions. Use the up and down arrows to choose.',
    )
    expect(words('en', 'zzqx', []).message).toBe('No suggestions. Press Enter to search.')
  })
})
