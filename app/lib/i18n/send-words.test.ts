import { describe, expect, it } from 'vitest'
import { KEPT } from '../outbox-client'
import { describeSendFailure } from '../send-form'
import { SEND_MESSAGES } from '../send-messages'
import { messagesFor, serverT } from './catalog.server'
import { sendWord, setSendWords } from './send-words'
import { createTranslator } from './use-t'

/** A failed send's and the outbox's words in the page's language, from the page's own messages. */
describe('the send words', () => {
  it('are English until a page gives its words, then that page’s language', () => {
    expect(describeSendFailure(new TypeError('offline'))).toEqual({
      title: SEND_MESSAGES.failedTitle,
      description: SEND_MESSAGES.unexpectedDescription,
    })
    setSendWords(createTranslator('es', messagesFor('es', ['forms'])))
    expect(describeSendFailure(new Error('503'))).toEqual({
      title: 'No se pudo enviar',
      description: 'Hubo un error al enviar tu formulario. Inténtalo de nuevo.',
    })
    expect(sendWord('forms.outbox.keptTitle', KEPT.title)).toBe('Guardado en este dispositivo')
    // A page without the forms' words (none sent): English.
    setSendWords(createTranslator('es', messagesFor('es', ['shell'])))
    expect(sendWord('forms.outbox.keptTitle', KEPT.title)).toBe(KEPT.title)
  })

  it('in English are the code’s words, word for word', () => {
    const say = serverT('en')
    expect(say('forms.outbox.keptTitle')).toBe(KEPT.title)
    expect(say('forms.outbox.keptDescription')).toBe(KEPT.description)
  })
})
