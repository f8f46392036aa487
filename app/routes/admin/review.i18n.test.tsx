import type * as React from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { contentStrings } from '../../../tests/i18n-pages'
import { renderPage } from '../../../tests/i18n-form-render'
import { isSpanishText, strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '../../lib/auth.server'
import { createRestaurantSubmission } from '../../lib/kinds/restaurant.server'
import type { Messages } from '../../lib/i18n/messages'
import { grantPartner } from '../../lib/partners/partners.server'
import { RestaurantSubmissionSchema } from '../../lib/kinds/restaurant.schema'
import { action as partnerAction, loader as partnerLoader } from '../partner/listing'
import ClaimsRoute, { action as claimsAction, loader as claimsLoader } from './claims'
import ProposalRoute, { action as proposalAction, loader as proposalLoader } from './proposal'
import ProposalsRoute, { loader as proposalsLoader } from './proposals'
import SubmissionRoute, { action as submissionAction, loader as submissionLoader } from './submission'
import SubmissionsRoute, { action as submissionsAction, loader as submissionsLoader } from './submissions'

/**
 * The back office's review queues in Spanish (issue 47): the submissions' queue and review page,
 * the partners' proposed changes and the claims say nothing outside the catalogs but their data
 * (titles, addresses, the submitter's words); their forms answer in Spanish and send back under
 * /es/admin. English reads as it always has (submission.test.ts, bulk.test.ts, the admin specs).
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
type Data = Record<string, unknown> & { messages?: Messages; metaTitle?: string }

const render = (url: string, Route: unknown, data: unknown, answer?: unknown) =>
  renderPage('es', url, Route as Page, data as Data, answer)

/** The page's words that are its data (titles, values, addresses), signs, or Spanish catalog texts. */
const allowedOf = (...data: unknown[]) => {
  const content = contentStrings(data)
  const one = (word: string) =>
    content.includes(word) ||
    /^[\s,:;·→.()*—–]*$/.test(word) ||
    // a Denver date and time as Intl writes it in Spanish ("29 nov 2026, 10:36 p.m. MST")
    /^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}\s?[ap]\.\s?m\.(?: [A-Z]{2,4})?$/.test(word) ||
    // a claim's time as es-US writes it, in UTC ("30/11/2026, 5:36:14 a.m. UTC")
    /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}\s?[ap]\.\s?m\. UTC$/.test(word) ||
    isSpanishText(word.replace(/[.:]$/, ''))
  // a line of parts ("Restaurante · En espera · <date> ·"), a word in brackets ("(Restaurante)")
  return (word: string) =>
    one(word) ||
    word
      .replace(/^\((.*)\)$/, '$1')
      .split(/\s*·\s*/)
      .filter(Boolean)
      .every(one)
}

const expectSpanish = (html: string, ...data: unknown[]) => {
  const { stray, english } = strayWords(html, allowedOf(...data))
  expect(stray).toEqual([])
  expect(english).toEqual([])
}

describe.each(TEST_DIALECTS)('the review queues in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let cookie = ''
  let submissionId = ''
  let claimId = ''
  let proposalId = ''
  let restaurant = { id: '', name: '' }

  beforeAll(async () => {
    const admin = await upsertUser(
      t.db,
      { email: 'jefa@example.com', password: PASSWORD, role: 'admin' },
      dialect,
    )
    cookie = await sessionCookie('jefa@example.com')
    submissionId = await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({
        name: 'Casa Trucha',
        type: 'Fine Dining',
        description: 'Trout by the fire.',
        address: '84 E Broadway, Jackson, WY',
        phone: '(307) 733-0557',
        website: 'https://example.com',
        priceRange: '$$$',
        tags: ['Romantic'],
        amenities: ['Full Bar'],
      }),
      { submittedBy: null },
    )
    restaurant = await t.db
      .selectFrom('restaurants')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    // A claim waiting for an editor, and a partner's proposed change.
    const owner = await upsertUser(
      t.db,
      { email: 'ana@example.com', password: PASSWORD, role: null },
      dialect,
    )
    claimId = crypto.randomUUID()
    await t.db
      .insertInto('listing_claims')
      .values({
        id: claimId,
        listing_type: 'restaurants',
        listing_id: restaurant.id,
        user_id: owner.id,
        email: 'ana@example.com',
        name: 'Ana',
        method: 'review',
        status: 'review',
        reason: null,
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by: null,
        language: 'es',
      })
      .execute()
    await grantPartner(t.db, {
      type: 'restaurants',
      id: restaurant.id,
      userId: owner.id,
      grantedBy: admin.id,
    })
    const ownerCookie = await sessionCookie('ana@example.com')
    const path = `/partner/restaurants/${restaurant.id}`
    const params = { type: 'restaurants', id: restaurant.id }
    const page = (await call(partnerLoader, pageRequest(path, { cookie: ownerCookie }), params)) as {
      values: Record<string, string>
      revision: number
    }
    const sent = (await call(
      partnerAction,
      listFormPost(path, ownerCookie, {
        ...page.values,
        phone: '(307) 555-0101',
        revision: String(page.revision),
        intent: 'save',
      }),
      params,
    )) as Response
    expect(sent.status).toBe(302)
    proposalId = (await t.db.selectFrom('listing_proposals').select('id').executeTakeFirstOrThrow()).id
  })

  it('the submissions’ queue speaks Spanish, and its bulk form answers in Spanish', async () => {
    const url = '/es/admin/restaurants'
    const data = (await call(submissionsLoader, pageRequest(url, { cookie }), {
      kind: 'restaurants',
    })) as Data
    expect(data.metaTitle).toBe('Envíos: Restaurantes')
    const html = await render(url, SubmissionsRoute, data)
    expectSpanish(html, data)
    for (const text of [
      'Restaurantes',
      'Filtrar por estado',
      'Marcar todos en esta página',
      'Motivo del rechazo',
    ])
      expect(html).toContain(text)
    expect(html).toContain(`href="/es/admin/restaurants/${submissionId}"`)
    expect(html).toContain('action="/es/admin/restaurants"')
    expect(html).toContain('Visitante anónimo')
    expect(html).not.toContain('Anonymous visitor')

    // Reject without a reason: the answer and the field's message in Spanish.
    const refused = asData(
      await call(
        submissionsAction,
        listFormPost(url, cookie, { intent: 'reject', id: submissionId, reason: '' }),
        { kind: 'restaurants' },
      ),
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({
      error: 'Elige un motivo para rechazarlo.',
      fieldErrors: { reason: ['Elige un motivo para rechazarlo.'] },
    })
    expectSpanish(await render(url, SubmissionsRoute, data, refused.data), data)
    const none = asData(
      await call(submissionsAction, listFormPost(url, cookie, { intent: 'approve' }), {
        kind: 'restaurants',
      }),
    )
    expect(none.data).toEqual({ error: 'Primero marca los envíos que quieres decidir.' })
  })

  it('a submission’s review page speaks Spanish; a decision toasts in Spanish and stays under /es/admin', async () => {
    const url = `/es/admin/restaurants/${submissionId}`
    const params = { kind: 'restaurants', id: submissionId }
    const data = (await call(submissionLoader, pageRequest(url, { cookie }), params)) as Data
    expect(data.metaTitle).toBe('Revisar: Casa Trucha')
    const html = await render(url, SubmissionRoute, data)
    expectSpanish(html, data)
    // the submission's fields by the public form's Spanish labels
    for (const text of ['Nombre del restaurante', 'Tipo de restaurante'])
      expect(html).toContain(`<dt class="text-muted-foreground font-semibold">${text}</dt>`)
    expect(html).not.toContain('Restaurant name')
    for (const text of ['Decisión', 'Historial', 'No se enviaron fotos.', 'Corregir antes de aprobar'])
      expect(html).toContain(text)
    expect(html).toContain('href="/es/admin/restaurants"')
    expect(html).toContain(`href="/es/admin/preview/submissions/restaurants/${submissionId}"`)

    const rejected = (await call(
      submissionAction,
      listFormPost(url, cookie, { intent: 'reject', reason: 'Outside our area', details: '' }),
      params,
    )) as Response
    expect(rejected.headers.get('Location')).toBe(url)
    expect(await toastOf(rejected)).toMatchObject({
      title: 'Rechazado.',
      description: 'No aparece en la guía pública.',
    })
    const decided = (await call(submissionLoader, pageRequest(url, { cookie }), params)) as Data
    const after = await render(url, SubmissionRoute, decided)
    expectSpanish(after, decided)
    expect(after).toContain('Rechazado por jefa@example.com el ')
    expect(after).toContain('Motivo: Outside our area')

    const again = asData(
      await call(submissionAction, listFormPost(url, cookie, { intent: 'approve' }), params),
    )
    expect(again.init?.status).toBe(409)
    expect(again.data).toEqual({ error: 'jefa@example.com ya había rechazado este envío.' })
  })

  it('the proposed changes and one proposal speak Spanish; a rejection answers in Spanish', async () => {
    const list = (await call(proposalsLoader, pageRequest('/es/admin/proposals', { cookie }))) as Data
    expect(list.metaTitle).toBe('Cambios propuestos')
    const listHtml = await render('/es/admin/proposals', ProposalsRoute, list)
    expectSpanish(listHtml, list)
    expect(listHtml).toContain('Esperando una decisión (1)')
    // the changed fields by the partner area's Spanish labels
    expect(listHtml).toContain('Cambios: Teléfono')
    expect(listHtml).toContain(`href="/es/admin/proposals/${proposalId}"`)

    const url = `/es/admin/proposals/${proposalId}`
    const data = (await call(proposalLoader, pageRequest(url, { cookie }), { id: proposalId })) as Data
    const html = await render(url, ProposalRoute, data)
    expectSpanish(html, data)
    for (const text of ['Qué cambia si lo apruebas', 'Aprobar y publicar', 'Enviado por'])
      expect(html).toContain(text)
    expect(html).toMatch(/<th scope="row" class="p-2 font-semibold">Teléfono<\/th>/)

    const invalid = asData(
      await call(
        proposalAction,
        listFormPost(url, cookie, {
          ...(data.diff as { proposed: Record<string, string> }).proposed,
          website: 'nope',
          intent: 'approve',
        }),
        { id: proposalId },
      ),
    )
    expect(invalid.data).toMatchObject({
      error: 'Corrige los campos marcados abajo, por favor.',
      errors: { website: ['Escribe una dirección web que empiece con http:// o https://'] },
    })
    expectSpanish(await render(url, ProposalRoute, data, invalid.data), data, invalid.data)

    const refused = asData(
      await call(proposalAction, listFormPost(url, cookie, { intent: 'reject', reason: ' ' }), {
        id: proposalId,
      }),
    )
    expect(refused.data).toMatchObject({
      error: 'Explícale el motivo al socio, por favor.',
      errors: { reason: ['Di por qué no se publica.'] },
    })
    const rejected = (await call(
      proposalAction,
      listFormPost(url, cookie, { intent: 'reject', reason: 'No es su teléfono.' }),
      { id: proposalId },
    )) as Response
    expect(rejected.headers.get('Location')).toBe('/es/admin/proposals')
    expect(await toastOf(rejected)).toMatchObject({
      title: 'Rechazado.',
      description: 'Le explicamos el motivo a ana@example.com por correo.',
    })
  })

  it('the claims speak Spanish; a rejection without a reason is refused in Spanish, an approval toasts in Spanish', async () => {
    const url = '/es/admin/claims'
    const data = (await call(claimsLoader, pageRequest(url, { cookie }))) as Data
    expect(data.metaTitle).toBe('Solicitudes de negocios')
    const html = await render(url, ClaimsRoute, data)
    expectSpanish(html, data)
    for (const text of ['Abrir la ficha', 'Quién lo pide', 'Restaurante', 'Ya la gestiona'])
      expect(html).toContain(text)
    expect(html).toContain(`href="/es/admin/listings/restaurants/${encodeURIComponent(restaurant.id)}"`)

    const refused = asData(
      await call(claimsAction, listFormPost(url, cookie, { intent: 'reject', claimId, reason: '' })),
    )
    expect(refused.data).toEqual({ error: 'Explícale a quien reclama por qué lo rechazas.', claimId })
    expectSpanish(await render(url, ClaimsRoute, data, refused.data), data)
    const approved = (await call(
      claimsAction,
      listFormPost(url, cookie, { intent: 'approve', claimId, reason: '' }),
    )) as Response
    expect(approved.headers.get('Location')).toBe(url)
    expect(await toastOf(approved)).toMatchObject({
      title: 'Solicitud aprobada.',
      description: 'Le enviamos un correo a quien lo pidió.',
    })
  })

  it('English reads as before on /admin', async () => {
    const data = (await call(submissionsLoader, pageRequest('/admin/restaurants', { cookie }), {
      kind: 'restaurants',
    })) as Data
    expect(data.metaTitle).toBe('Restaurants Submissions')
    const html = await renderPage('en', '/admin/restaurants', SubmissionsRoute as Page, data)
    expect(html).toContain('>Restaurants</h1>')
    expect(html).toContain('Submitted restaurants, pending first.')
    expect(html).toContain('Select all on this page')
    const claims = (await call(claimsLoader, pageRequest('/admin/claims', { cookie }))) as Data
    const claimsHtml = await renderPage('en', '/admin/claims', ClaimsRoute as Page, claims)
    expect(claimsHtml).toContain('>Claims</h1>')
  })
})
