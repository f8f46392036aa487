import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { englishLeft, strayWords, visibleWords } from '../../tests/i18n-pages'
import { messagesFor } from '../lib/i18n/catalog.server'
import type { Locale } from '../lib/i18n/config'
import { createTranslator, loadFormatter, TranslatorContext } from '../lib/i18n/use-t'
import { GENERIC_FAILURE, type OutboxItem, type OutboxStatus } from '../lib/outbox'
import { en, es } from '../locales'
import { OutboxList } from './outbox-panel'

/**
 * The outbox's list in the page's language (issue 47): its title (the toast's «Pendientes de
 * envío»), each item's status, photos, message and buttons; in English word for word as before.
 */

await loadFormatter()

const photo = new File(['jpeg'], 'elk.jpg', { type: 'image/jpeg' })
const item = (status: OutboxStatus, title: string, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id: `${status}-${title}`,
  action: '/es/contact',
  title,
  entries: [['name', 'Ada']],
  status,
  message: null,
  attempts: 0,
  createdAt: 0,
  updatedAt: 0,
  ...extra,
})
const ITEMS = [
  item('waiting', 'Envíanos un mensaje: Sendero', { entries: [['photos', photo]] }),
  item('sending', 'Propón un evento: Rodeo', {
    entries: [
      ['photos', photo],
      ['photos', photo],
    ],
  }),
  item('failed', 'Envíanos un mensaje: Alces', { message: GENERIC_FAILURE }),
  item('sent', 'Envíanos un mensaje: Bisontes'),
]
const TITLES = ITEMS.map(({ title }) => title)

// The HTML without React's text separators (`<!-- -->`).
const render = (locale: Locale, items: OutboxItem[]) =>
  renderToString(
    <TranslatorContext.Provider value={createTranslator(locale, messagesFor(locale, ['shell']))}>
      <OutboxList items={items} onChange={async () => {}} />
    </TranslatorContext.Provider>,
  ).replaceAll('<!-- -->', '')

describe('the outbox list', () => {
  it('speaks Spanish on a Spanish page', () => {
    const html = render('es', ITEMS)
    const words = visibleWords(html)
    // Plurals are checked below, formatted (the helper knows a catalog's plain texts only).
    expect(strayWords(words, es, [...TITLES, '1 foto', '2 fotos'])).toEqual([])
    expect(englishLeft(words, en, es, TITLES)).toEqual([])
    for (const text of [
      'Pendientes de envío',
      '(3 en este dispositivo)',
      'Esperando conexión',
      ' · 1 foto',
      'Enviando…',
      ' · 2 fotos',
      'No enviado',
      'No se pudo enviar: hubo un error al enviar tu formulario. Inténtalo de nuevo.',
      'Enviado',
      'aria-label="Reintentar Envíanos un mensaje: Sendero"',
      'aria-label="Quitar Envíanos un mensaje: Bisontes"',
      '>Reintentar<',
      '>Quitar<',
    ])
      expect(html).toContain(text)
    expect(render('es', [ITEMS[3]!])).toContain('(todo enviado)')
    // The server's own words for a refusal are shown as they came.
    const refused = render('es', [item('failed', 'x', { message: 'El formulario no se pudo leer.' })])
    expect(refused).toContain('El formulario no se pudo leer.')
  })

  it('says in English what it said', () => {
    const html = render('en', ITEMS)
    for (const text of [
      'Waiting to send',
      '(3 on this device)',
      'Waiting for a connection',
      ' · 1 photo',
      'Sending…',
      ' · 2 photos',
      'Not sent',
      `· ${GENERIC_FAILURE}`,
      'aria-label="Retry Envíanos un mensaje: Sendero"',
      'aria-label="Remove Envíanos un mensaje: Bisontes"',
      '>Retry<',
      '>Remove<',
    ])
      expect(html).toContain(text)
    expect(GENERIC_FAILURE).toBe(
      'Submission Failed: There was an error submitting your form. Please try again.',
    )
    expect(render('en', [ITEMS[3]!])).toContain('(all sent)')
  })
})
