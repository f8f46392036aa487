import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '../../lib/auth.server'
import { CSV_MESSAGES } from '../../lib/csv-import/template.server'
import { action, loader } from './imports-csv'
import { loader as templateLoader } from './imports-csv-template'

withTestSecrets()

const HEADER = 'name,type,description,location,town,lat,lng,price'

/** A multipart POST of the CSV page, as the browser sends it. */
function post(cookie: string, fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return new Request('http://localhost/admin/imports/csv', {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-client-ip': '198.51.100.20' },
  })
}
const file = (text: string, name = 'places.csv', type = 'text/csv') => new File([text], name, { type })

describe.each(TEST_DIALECTS)('/admin/imports/csv on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'csv-page@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'csv-nobody@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('csv-page@example.com')
    visitor = await sessionCookie('csv-nobody@example.com')
  })

  it('is for editors only, the page, its action and the templates', async () => {
    expect(
      await thrownStatus(() => call(loader, pageRequest('/admin/imports/csv', { cookie: visitor }))),
    ).toBe(403)
    expect(await thrownStatus(() => call(action, post(visitor, { kind: 'stays', intent: 'preview' })))).toBe(
      403,
    )
    expect(
      await thrownStatus(() =>
        call(templateLoader, pageRequest('/admin/imports/csv/stays.csv', { cookie: visitor }), {
          kind: 'stays',
        }),
      ),
    ).toBe(403)
    const page = (await call(loader, pageRequest('/admin/imports/csv', { cookie: editor }))) as {
      kinds: { kind: string; columns: { name: string; help: string }[] }[]
    }
    expect(page.kinds.map((k) => k.kind)).toEqual(['restaurants', 'stays', 'activities'])
    expect(page.kinds[0]!.columns.find((c) => c.name === 'price')?.help).toBe(
      'Required: one of: $, $$, $$$, $$$$',
    )
    const template = (await call(
      templateLoader,
      pageRequest('/admin/imports/csv/stays.csv', { cookie: editor }),
      {
        kind: 'stays',
      },
    )) as Response
    expect(template.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(template.headers.get('content-disposition')).toContain('stays-template.csv')
    expect((await template.text()).split('\r\n')[0]).toMatch(/^name,type,type_key,description,/)
  })

  it('refuses a wrong file, previews with line errors, imports only a clean file', async () => {
    const wrong = asData(
      await call(action, post(editor, { kind: 'restaurants', intent: 'preview', file: file('x', 'a.xlsx') })),
    )
    expect(wrong.data).toMatchObject({ error: CSV_MESSAGES.workbook })
    expect(wrong.init?.status).toBe(400)

    const bad = [
      HEADER,
      'Fireweed Café,Café,Coffee.,3 Elm St,Jackson,43.48,-200,$',
      'Lupine Bakery,Bakery,Bread.,4 Elm St,Jackson,,,$',
    ].join('\n')
    const preview = asData(
      await call(action, post(editor, { kind: 'restaurants', intent: 'preview', file: file(bad) })),
    )
    expect(preview.data).toMatchObject({
      counts: { ready: 1, existing: 0, errors: 1 },
      fileName: 'places.csv',
      rows: [
        {
          line: 2,
          name: 'Fireweed Café',
          errors: [expect.stringMatching(/^Longitude: Longitude must be between/)],
        },
        { line: 3, name: 'Lupine Bakery', errors: [] },
      ],
    })
    // The import re-checks the text it is sent: with an error, nothing.
    const refused = asData(
      await call(
        action,
        post(editor, { kind: 'restaurants', intent: 'import', text: bad, fileName: 'places.csv' }),
      ),
    )
    expect(refused.init?.status).toBe(409)
    expect(
      await t.db.selectFrom('restaurants').select('id').where('name', '=', 'Lupine Bakery').execute(),
    ).toEqual([])

    const fixed = bad.replace('-200', '-110.76')
    const ok = asData(
      await call(action, post(editor, { kind: 'restaurants', intent: 'preview', file: file(fixed) })),
    )
    expect(ok.data).toMatchObject({ counts: { ready: 2, errors: 0 }, text: fixed })
    const done = (await call(
      action,
      post(editor, { kind: 'restaurants', intent: 'import', text: fixed, fileName: 'places.csv' }),
    )) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/admin/imports?show=new')
    expect((await toastOf(done))?.title).toBe('2 listings imported from places.csv as drafts.')
    const rows = await t.db
      .selectFrom('restaurants')
      .select(['name', 'draft'])
      .where('name', 'in', ['Fireweed Café', 'Lupine Bakery'])
      .execute()
    expect(rows.map((r) => [r.name, Number(r.draft)]).sort()).toEqual([
      ['Fireweed Café', 1],
      ['Lupine Bakery', 1],
    ])
  })
})
