import type { en } from '../../locales'

/** A key of the catalogs (app/locales/en/*.json is the reference). */
export type MessageKey = keyof typeof en

/** Compiled messages by key, as loaders hand them to the page (see catalog.server.ts). */
export type Messages = Record<string, string | unknown[]>
