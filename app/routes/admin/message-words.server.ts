import { serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '~/lib/i18n/config'
import { slugOf } from '~/lib/i18n/form-words'
import type { MessageKey } from '~/lib/i18n/messages'
import type { MessageDetail } from '~/lib/inbox.server'
import { CONTACT_FIELDS } from '~/lib/kinds/contact'
import { HOST_FIELDS } from '~/lib/kinds/host'
import { en } from '../../locales'

type Say = ReturnType<typeof serverT>

/** A host application's title ("Host application: Elk Lodge", app/lib/inbox.server.ts) in `say`'s language. */
export function hostTitle(say: Say, title: string): string {
  const name = /^Host application: (.*)$/s.exec(title)?.[1]
  return name === undefined ? title : say('adminMessages.hostTitle', { name })
}

const english = en as Record<string, string>

/**
 * A message's fields (labels from the contact and host forms' specs, a yes/no, a chosen option,
 * app/lib/kinds/fields.ts describeRow) in `locale`: each label by the public form's own key
 * (`submit.contact.name.label`), an option by its (`submit.contact.options.<slug>`) when the
 * English catalog says the same words; what people wrote stays as it is.
 */
export function localizedMessage(message: MessageDetail, locale: Locale): MessageDetail {
  if (locale === DEFAULT_LOCALE) return message
  const say = serverT(locale)
  const specs = (message.type === 'contact' ? CONTACT_FIELDS : HOST_FIELDS) as Record<
    string,
    { flag?: boolean; label: string }
  >
  const names = Object.keys(specs)
  const known = (key: string, text: string) => (english[key] === text ? say(key as MessageKey) : undefined)
  return {
    ...message,
    title: message.type === 'host' ? hostTitle(say, message.title) : message.title,
    fields: message.fields.map((field, i) => {
      const label = known(`submit.${message.type}.${names[i]}.label`, field.label) ?? field.label
      const flag = specs[names[i] ?? '']?.flag
      const value =
        flag && field.value === 'Yes'
          ? say('adminMessages.message.yes')
          : flag && field.value === 'No'
            ? say('adminMessages.message.no')
            : (known(`submit.${message.type}.options.${slugOf(field.value)}`, field.value) ?? field.value)
      return { label, value }
    }),
  }
}
