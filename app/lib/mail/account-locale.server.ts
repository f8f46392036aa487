import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/config'

/**
 * The language of the guide's own mails to an account (the failed sign-ins warning): the one a
 * back-office user chose on their account page, else a partner's (migration 66), else English.
 */
export async function accountLocale(db: Kysely<Database>, userId: string): Promise<Locale> {
  const settings = await db
    .selectFrom('user_settings')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (settings && isLocale(settings.language)) return settings.language
  const partner = await db
    .selectFrom('partner_mail')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return partner && isLocale(partner.language) ? partner.language : DEFAULT_LOCALE
}
