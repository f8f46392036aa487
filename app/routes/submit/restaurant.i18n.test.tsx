import type * as React from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { asData, call, formRequest, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { visibleWords } from '../../../tests/i18n-render'
import { validRestaurant } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import { MESSAGES } from '~/lib/validation'
import SubmitRestaurantRoute, { action, loader } from './restaurant'

/**
 * /es/submit-restaurant in Spanish (issue 47): the page, its shared form parts and the zod
 * messages the action answers with, which reach the visitor in the page's language; the same
 * form in English answers word for word as before (./restaurant.test.ts).
 */

withTestSecrets()
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
})

/** Figures, the price signs and what the visitor typed. */
const NOT_WORDS = /^(?:\*|\d+|https:\/\/|Snake River Grill|x+)$/

const Page = SubmitRestaurantRoute as unknown as React.ComponentType<{
  loaderData: unknown
  actionData: unknown
}>

describe.each(TEST_DIALECTS)('the restaurant form in Spanish on %s', (dialect) => {
  const db = useAppDatabase(dialect, { seed: false })

  it('answers an invalid form with Spanish field errors, and says nothing in English', async () => {
    const answer = asData(
      await call(
        action,
        formRequest('/es/submit-restaurant', {
          ...validRestaurant,
          name: '',
          type: 'Pizza',
          email: 'not-an-email',
          description: 'x'.repeat(1001),
        }),
      ),
    )
    expect(answer.init?.status).toBe(400)
    expect(answer.data.errors).toEqual({
      name: ['Escribe el nombre del restaurante'],
      type: ['Elige un tipo de restaurante de la lista'],
      email: ['El correo electrónico no es válido'],
      description: ['La descripción es demasiado larga'],
    })
    expect(answer.data.formError).toEqual({
      title: 'Revisa el formulario',
      description: 'Corrige los errores del formulario, por favor.',
    })
    expect(answer.data.values?.name).toBe('')

    const data = loader({ request: pageRequest('/es/submit-restaurant'), context: {} } as never)
    expect(data.title).toBe('Propón un restaurante')
    const html = await renderPage('es', '/es/submit-restaurant', Page, data, answer.data)
    const spanish = new Set(Object.values(es))
    const stray = visibleWords(html).filter((word) => !spanish.has(word) && !NOT_WORDS.test(word))
    // The summary's lines are "<label>: <message>", both Spanish.
    expect(stray).toEqual(
      ['Nombre del restaurante: Escribe el nombre del restaurante'].concat([
        'Tipo de restaurante: Elige un tipo de restaurante de la lista',
        'Descripción: La descripción es demasiado larga',
        'Correo electrónico: El correo electrónico no es válido',
      ]),
    )
    const english = new Set(Object.values(en))
    expect(visibleWords(html).filter((word) => english.has(word) && !spanish.has(word))).toEqual([])
    expect(html).toContain('<option value="Fine Dining">Alta cocina</option>')
    expect(html).toContain('href="/es/eat"')
    expect(html).toContain('aria-label="Propuesta de restaurante"')
  })

  it('sends a valid Spanish form on to /es/eat with a Spanish toast', async () => {
    const response = (await call(action, formRequest('/es/submit-restaurant', validRestaurant))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/es/eat')
    expect(await toastOf(response)).toMatchObject({
      title: '¡Recibimos tu propuesta!',
      description: 'Ya tenemos tu propuesta y la revisaremos muy pronto.',
    })
    await db.db.deleteFrom('restaurant_submissions').execute()
    await db.db.deleteFrom('rate_limits').execute()
  })

  it('in English reads as it always has', async () => {
    const answer = asData(
      await call(action, formRequest('/submit-restaurant', { ...validRestaurant, name: '' })),
    )
    expect(answer.data.errors).toEqual({ name: ['Restaurant name is required'] })
    expect(answer.data.formError).toEqual({
      title: MESSAGES.validationTitle,
      description: MESSAGES.validationDescription,
    })
    const data = loader({ request: pageRequest('/submit-restaurant'), context: {} } as never)
    const html = await renderPage('en', '/submit-restaurant', Page, data, answer.data)
    for (const text of [
      'Submit a Restaurant',
      'Restaurant name: Restaurant name is required',
      'Fields marked',
      'Submit Restaurant',
      'Up to 5 photos, JPEG, PNG or WebP, at most 25 MB each. Optional.',
      '$$$$ Fine Dining',
    ])
      expect(visibleWords(html)).toContain(text)
  })
})
