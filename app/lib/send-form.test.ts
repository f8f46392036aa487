import fs from 'node:fs'
import path from 'node:path'
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'
import { dataUrl, readActionAnswer } from './outbox'
import { describeSendFailure, valuesOf } from './send-form'

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

describe('every form goes through sendForm', () => {
  it('each route with an action has the clientAction that keeps the form when the send fails', () => {
    const withAction = routeFiles(path.resolve('app/routes')).filter((file) =>
      /export (async )?function action\b/.test(fs.readFileSync(file, 'utf8')),
    )
    expect(withAction.length).toBeGreaterThanOrEqual(11)
    for (const file of withAction) {
      expect(fs.readFileSync(file, 'utf8'), path.relative('.', file)).toContain(
        'export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)',
      )
    }
  })
})

describe('describeSendFailure', () => {
  it("says 'unexpected' when there was no answer, and a server failure for a 5xx or an answer not the app's", () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Submission Failed',
      description: 'An unexpected error occurred. Please try again.',
    })
    for (const error of [
      new ErrorResponse(502, 'Bad Gateway', '<h1>'),
      new Error('Unable to decode turbo-stream response'),
      new Error('Unexpected Server Error'),
    ]) {
      expect(describeSendFailure(error)).toEqual({
        title: 'Submission Failed',
        description: 'There was an error submitting your form. Please try again.',
      })
    }
  })
})

describe('valuesOf', () => {
  it('keeps text fields as typed (lists for repeated names) and leaves files out', () => {
    const form = new FormData()
    form.append('name', 'Bar J')
    form.append('tags', 'Western')
    form.append('tags', 'Family')
    form.append('photos', new File(['x'], 'a.png'))
    expect(valuesOf(form)).toEqual({ name: 'Bar J', tags: ['Western', 'Family'] })
    expect(valuesOf(null)).toEqual({})
  })
})

describe('the outbox reads the server', () => {
  it("names React Router's data URL of a form's path", () => {
    expect(dataUrl('/contact')).toBe('/contact.data')
    expect(dataUrl('/submit-restaurant/')).toBe('/submit-restaurant.data')
    expect(dataUrl('/')).toBe('/_root.data')
  })

  it("reads a refused form's answer in React Router's wire format", () => {
    // As the server sends it for `data({ errors, formError }, { status: 400 })` (captured from /contact.data).
    const body =
      '[{"_1":2},"data",{"_3":4,"_5":6},"errors",{"_7":8},"formError",{"_9":10,"_11":12},"email",[13],"title","Validation Error","description","Please fix the errors in the form.","Invalid email format"]\n'
    expect(readActionAnswer(body)).toEqual({
      data: {
        errors: { email: ['Invalid email format'] },
        formError: { title: 'Validation Error', description: 'Please fix the errors in the form.' },
      },
    })
    expect(readActionAnswer('[[0]]')).toEqual([undefined])
    expect(() => readActionAnswer('<h1>Bad Gateway</h1>')).toThrow()
  })
})
