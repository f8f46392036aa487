import { describe, expect, it } from 'vitest'
import { en } from '../../locales'
import { partnerGrantedMail } from './claim-messages'
import { partnerReminderMail, proposalRejectedMail } from './messages'

/**
 * Every mail a partner gets, in their language (issue 47, migration 66): Spanish with no English
 * left and listing titles quoted as written; English word for word as before. Sent through the
 * SMTP test server in the partner's language: app/lib/partners/partner-language.test.ts.
 */

const english = en as Record<string, string>

/** A Spanish mail's static English words: none of the English catalog's partner mail texts is left. */
function englishLeft(text: string): string[] {
  return Object.entries(english)
    .filter(([key]) => /^mail\.partner/.test(key))
    .flatMap(([, message]) => message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
    .map((part) => part.trim())
    .filter((part) => part.length > 6 && text.includes(part))
}

describe('a partner’s mails', () => {
  const url = 'https://guide.example/partner/restaurants/x'

  it('English, word for word as before', () => {
    const change = proposalRejectedMail({ type: 'activities', title: 'Float trip', reason: 'No.', url })
    expect(change.subject).toBe('Your change to a activity was reviewed')
    expect(change.text).toBe(
      [
        'Thank you for keeping your activity up to date:',
        '> Float trip',
        'An editor reviewed your change and did not publish it.',
        "The editor's reason:",
        '> No.',
        `Open your listing:\n${url}`,
      ].join('\n\n') + '\n',
    )
    const photo = proposalRejectedMail({
      type: 'restaurants',
      title: 'Grill',
      photo: true,
      reason: 'Dark.',
      url,
    })
    expect(photo.subject).toBe('Your change to a restaurant was reviewed')
    expect(photo.text).toContain('> Grill: a photo')
    const reminder = partnerReminderMail({
      listings: [
        { title: 'Grill', url, days: null },
        { title: 'Lodge', url, days: 170 },
      ],
      unsubscribeUrl: 'https://guide.example/partner/unsubscribe?token=t',
    })
    expect(reminder.subject).toBe('Are your Wyoming Navigator listings still accurate?')
    expect(reminder.text).toBe(
      [
        'Visitors see when a listing was last checked. These listings have not been confirmed for a while:',
        `- Grill (never checked): ${url}\n- Lodge (170 days ago): ${url}`,
        'Open each one to correct its hours, prices or season, or press "Still accurate" if nothing changed.',
        '—',
        'You receive this at most once a month because you keep listings in the guide.',
        'Stop these reminders:\nhttps://guide.example/partner/unsubscribe?token=t',
      ].join('\n\n') + '\n',
    )
    const granted = partnerGrantedMail({ title: 'Grill', url: 'https://guide.example/partner' })
    expect(granted.subject).toBe('You can now manage a listing on Wyoming Navigator')
    expect(granted.text).toBe(
      [
        'An admin of the guide gave your account access to this listing:',
        '> Grill',
        'Open your partner area:\nhttps://guide.example/partner',
      ].join('\n\n') + '\n',
    )
  })

  it('Spanish, with no English left, titles quoted as written', () => {
    const es = 'https://guide.example/es/partner/stays/x'
    const change = proposalRejectedMail({
      type: 'stays',
      title: 'Bighorn Lodge',
      reason: 'Faltan datos.',
      url: es,
      locale: 'es',
    })
    expect(change.subject).toBe('Revisamos el cambio que propusiste para tu alojamiento')
    expect(change.text).toContain('Gracias por mantener al día tu alojamiento:')
    expect(change.text).toContain('> Bighorn Lodge\n')
    expect(change.text).toContain(`Abrir tu ficha:\n${es}`)
    const photo = proposalRejectedMail({
      type: 'activities',
      title: 'Float trip',
      photo: true,
      reason: 'Oscura.',
      url: es,
      locale: 'es',
    })
    expect(photo.subject).toBe('Revisamos el cambio que propusiste para tu actividad')
    expect(photo.text).toContain('> Float trip: una foto')
    const reminder = partnerReminderMail({
      listings: [
        { title: 'Grill', url: es, days: null },
        { title: 'Lodge', url: es, days: 170 },
      ],
      unsubscribeUrl: 'https://guide.example/es/partner/unsubscribe?token=t',
      locale: 'es',
    })
    expect(reminder.subject).toBe('¿Tus fichas de Wyoming Navigator siguen al día?')
    expect(reminder.text).toContain(`- Grill (nunca revisada): ${es}\n- Lodge (hace 170 días): ${es}`)
    expect(reminder.text).toContain(
      'No quiero más recordatorios:\nhttps://guide.example/es/partner/unsubscribe?token=t',
    )
    const granted = partnerGrantedMail({
      title: 'Grill',
      url: 'https://guide.example/es/partner',
      locale: 'es',
    })
    expect(granted.subject).toBe('Ya puedes administrar una ficha en Wyoming Navigator')
    expect(granted.text).toContain('Abre tu área de socio:\nhttps://guide.example/es/partner')
    for (const mail of [change, photo, reminder, granted]) {
      expect(englishLeft(`${mail.subject}\n${mail.text}`)).toEqual([])
      expect(englishLeft(mail.html)).toEqual([])
    }
  })
})
