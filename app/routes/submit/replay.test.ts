import { beforeEach, describe, expect, it } from 'vitest'
import { validContact, validRestaurant } from '../../../tests/factories'
import { call, formRequest, toastOf, withTestSecrets, withUploadDir } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as contactAction } from '../contact'
import { action as restaurantAction } from './restaurant'
import { createFormStamp } from '~/lib/form.server'
import { IDEMPOTENCY_FIELD } from '~/lib/form-options'

// A form's fill-time stamp is accepted once (issue 49 item 8), on every public form through the
// shared action (app/lib/submissions.server.ts), on SQLite and PostgreSQL: a second post with the
// same stamp gets the bots' answer (success shown, nothing stored), while a form answered again
// with messages, or the outbox resending the same submission, is not a replay.

withTestSecrets()
withUploadDir()
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
})

describe.each(TEST_DIALECTS)('form stamps accepted once on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const count = async (table: 'restaurant_submissions' | 'contact_messages') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it.each([
    ['restaurant', restaurantAction, '/submit-restaurant', validRestaurant, 'restaurant_submissions'],
    ['contact', contactAction, '/contact', validContact, 'contact_messages'],
  ] as const)(
    'a second %s post with the same stamp is a replay: success answer, nothing stored',
    async (_, action, url, fields, table) => {
      const stamp = createFormStamp(Date.now() - 5000)
      const first = (await call(action, formRequest(url, fields, { stamp }))) as Response
      expect(first.status).toBe(302)
      expect(await count(table)).toBe(1)
      const again = (await call(
        action,
        formRequest(url, { ...fields, name: 'Someone Else' }, { stamp }),
      )) as Response
      expect(again.status).toBe(302)
      expect((await toastOf(again))?.title).toBe((await toastOf(first))?.title)
      expect(await count(table)).toBe(1)
      // A fresh stamp is a new form.
      await call(action, formRequest(url, fields))
      expect(await count(table)).toBe(2)
    },
  )

  it('a form answered again with messages keeps its stamp; the outbox resending one submission is not a replay', async () => {
    const stamp = createFormStamp(Date.now() - 5000)
    const invalid = await call(
      restaurantAction,
      formRequest('/submit-restaurant', { ...validRestaurant, name: '' }, { stamp }),
    )
    expect(invalid.init.status).toBe(400)
    const key = 'outbox-key-0123456789abcdef'
    const sent = { ...validRestaurant, name: 'Outbox Grill', [IDEMPOTENCY_FIELD]: key }
    for (let i = 0; i < 2; i++) {
      const response = (await call(
        restaurantAction,
        formRequest('/submit-restaurant', sent, { stamp }),
      )) as Response
      expect(response.status).toBe(302)
    }
    expect(
      await t.db
        .selectFrom('restaurant_submissions')
        .select('name')
        .where('idempotency_key', '=', key)
        .execute(),
    ).toEqual([{ name: 'Outbox Grill' }])
  })
})
