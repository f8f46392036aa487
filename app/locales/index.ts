/**
 * The message catalogs (decision 059): one file per language and namespace,
 * app/locales/<code>/<namespace>.json, flat `key → ICU message`, every key starting with its
 * namespace (`eat.card.price`). English is the reference; each language has the same files.
 * A new page's namespace: its two files and a line in each language's list below.
 */
import enForms from './en/forms.json'
import enHome from './en/home.json'
import enMail from './en/mail.json'
import enNewsletter from './en/newsletter.json'
import enShell from './en/shell.json'
import enSubmit from './en/submit.json'
import esForms from './es/forms.json'
import esHome from './es/home.json'
import esMail from './es/mail.json'
import esNewsletter from './es/newsletter.json'
import esShell from './es/shell.json'
import esSubmit from './es/submit.json'

export const en = {
  ...enShell,
  ...enHome,
  ...enForms,
  ...enSubmit,
  ...enMail,
  ...enNewsletter,
}

/** A catalog of another language has English's keys (app/locales/catalogs.test.ts checks none is missing). */
type Catalog = Partial<Record<keyof typeof en, string>>

export const es: Catalog = {
  ...esShell,
  ...esHome,
  ...esForms,
  ...esSubmit,
  ...esMail,
  ...esNewsletter,
}
