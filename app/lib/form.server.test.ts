import crypto from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  checkFormStamp,
  classifySender,
  clientIp,
  createFormStamp,
  FORM_STAMP_MAX_AGE_MS,
  formStampFor,
  isBotSubmission,
  minFillMs,
  renewedFormStamp,
} from './form.server'
import { sniffImage } from './uploads.server'
import { BOT_FIELDS } from './validation'
import { resetEnv } from './env.server'

beforeAll(() => {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
})
afterEach(() => {
  delete process.env.SUBMISSION_MIN_FILL_MS
  delete process.env.TRUST_PROXY
})

describe('fill-time stamp', () => {
  it('accepts a stamp older than the minimum fill time, refuses a fresh or forged one', () => {
    const now = 1_800_000_000_000
    expect(minFillMs()).toBe(2000)
    expect(checkFormStamp(createFormStamp(now - 2500), now)).toBe('ok')
    expect(checkFormStamp(createFormStamp(now - 500), now)).toBe('too-fast')
    const [time, random, signature] = createFormStamp(now - 5000).split('.')
    expect(checkFormStamp(`${time}.${random}.forged`, now)).toBe('invalid')
    expect(checkFormStamp(`${Number(time) - 1}.${random}.${signature}`, now)).toBe('invalid')
    expect(checkFormStamp(`${time}.${random}x.${signature}`, now)).toBe('invalid')
    expect(checkFormStamp(undefined, now)).toBe('invalid')
    process.env.SUBMISSION_MIN_FILL_MS = '0'
    resetEnv()
    expect(checkFormStamp(createFormStamp(now), now)).toBe('ok')
  })

  it('is made per response: two stamps of the same moment differ, and both verify', () => {
    const now = 1_800_000_000_000
    const a = createFormStamp(now - 5000)
    const b = createFormStamp(now - 5000)
    expect(a).not.toBe(b)
    expect(checkFormStamp(a, now)).toBe('ok')
    expect(checkFormStamp(b, now)).toBe('ok')
    expect(formStampFor({ formStamp: a })).toBe(a)
    expect(checkFormStamp(formStampFor({}), Date.now() + 5000)).toBe('ok')
  })

  it('expires after 24 hours; a stamp from the future is forged', () => {
    const now = 1_800_000_000_000
    expect(checkFormStamp(createFormStamp(now - FORM_STAMP_MAX_AGE_MS + 1000), now)).toBe('ok')
    expect(checkFormStamp(createFormStamp(now - FORM_STAMP_MAX_AGE_MS - 1), now)).toBe('expired')
    expect(checkFormStamp(createFormStamp(now + 10 * 60_000), now)).toBe('invalid')
    // A renewed stamp (for a form answered again) can be sent straight back.
    expect(checkFormStamp(renewedFormStamp(now), now)).toBe('ok')
  })

  it('still accepts the stamps pages carried before stamps had a random part ("<time>.<signature>")', () => {
    const now = 1_800_000_000_000
    const time = String(now - 5000)
    const secret = process.env.BETTER_AUTH_SECRET!
    const signature = crypto.createHmac('sha256', secret).update(`form-stamp:${time}`).digest('base64url')
    expect(checkFormStamp(`${time}.${signature}`, now)).toBe('ok')
  })

  it('an expired stamp is a person to answer again, not a bot', () => {
    const form = new FormData()
    form.set(BOT_FIELDS.startedAt, createFormStamp(Date.now() - FORM_STAMP_MAX_AGE_MS - 60_000))
    expect(classifySender(form)).toBe('expired')
    expect(isBotSubmission(form)).toBe(false)
    form.set(BOT_FIELDS.honeypot, 'spam')
    expect(classifySender(form)).toBe('bot')
  })

  it('treats a filled honeypot as a bot, with or without the stamp check', () => {
    const form = new FormData()
    form.set(BOT_FIELDS.startedAt, createFormStamp(Date.now() - 5000))
    expect(isBotSubmission(form)).toBe(false)
    form.set(BOT_FIELDS.honeypot, 'buy now')
    expect(isBotSubmission(form)).toBe(true)
    expect(isBotSubmission(form, { stamp: false })).toBe(true)
  })
})

describe('clientIp', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
  it('uses the address the server recorded, and X-Forwarded-For only behind a trusted proxy', () => {
    const headers = { 'x-client-ip': '10.0.0.5', 'x-forwarded-for': '1.1.1.1, 192.0.2.9' }
    expect(clientIp(request(headers))).toBe('10.0.0.5')
    process.env.TRUST_PROXY = '1'
    resetEnv()
    expect(clientIp(request(headers))).toBe('192.0.2.9')
    expect(clientIp(request({}))).toBe('unknown')
  })
})

describe('sniffImage', () => {
  it('names JPEG, PNG and WebP by their bytes and nothing else', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg')
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffImage(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImage(new Uint8Array([]))).toBeNull()
  })
})
