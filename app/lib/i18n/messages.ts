import type { en } from '../../locales'

/** A key of the catalogs (app/locales/en/*.json is the reference). */
export type MessageKey = keyof typeof en

/** A formatter of catalog messages in one language (`serverT(locale)`), for words made on the server. */
export type Say = (id: MessageKey, values?: Record<string, unknown>) => string

/** Words a server module says in the page's language: its messages and its calendar days ('November 3, 2026'). */
export interface Words {
  say: Say
  /** A calendar day (YYYY-MM-DD) written out in the language. */
  day: (iso: string) => string
}

/** Compiled messages by key, as loaders hand them to the page (see catalog.server.ts). */
export type Messages = Record<string, string | unknown[]>
