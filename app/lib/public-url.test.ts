import { afterEach, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { loader as eventIcsLoader } from '../routes/events/event-ics'
import { parseEnv, PublicUrlSchema, resetEnv, siteUrl } from './env.server'
import { listEventSummaries } from './kinds/event-queries.server'

// No absolute URL comes from the request's Host header: with PUBLIC_URL set they use it, unset
// they are relative (or left out where only an absolute one would do, like an .ics URL).

afterEach(() => {
  delete process.env.PUBLIC_URL
})

describe('PUBLIC_URL', () => {
  it('is an http(s) origin with no path; a bad value names the variable', () => {
    expect(PublicUrlSchema.parse('https://guide.example')).toBe('https://guide.example')
    expect(PublicUrlSchema.parse('https://guide.example/')).toBe('https://guide.example')
    expect(PublicUrlSchema.parse('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000')
    expect(PublicUrlSchema.parse(undefined)).toBeUndefined()
    expect(PublicUrlSchema.parse('')).toBeUndefined()
    for (const bad of [
      'guide.example',
      'ftp://guide.example',
      'https://guide.example/guide',
      'https://guide.example?x=1',
      'https://guide.example/#top',
      'https://user:pass@guide.example',
      'javascript:alert(1)',
    ]) {
      expect(PublicUrlSchema.safeParse(bad).success, bad).toBe(false)
      expect(() => parseEnv({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/)
    }
  })

  it('siteUrl: absolute on PUBLIC_URL when set, relative otherwise', () => {
    expect(siteUrl('/events/a')).toBe('/events/a')
    process.env.PUBLIC_URL = 'https://guide.example/'
    resetEnv()
    expect(siteUrl('/events/a')).toBe('https://guide.example/events/a')
  })
})

describe.each(TEST_DIALECTS)('event calendar files on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  const load = async (host: string) => {
    const [event] = await listEventSummaries(t.db)
    const request = new Request(`http://${host}/events/${event!.id}`)
    const response = await eventIcsLoader({ request, params: { id: event!.id }, context: {} } as never)
    return { id: event!.id, ics: await response.text() }
  }

  it('never carry the Host header the request came with', async () => {
    const unset = await load('evil.example')
    expect(unset.ics).not.toContain('evil.example')
    expect(unset.ics).not.toMatch(/^URL:/m)
    process.env.PUBLIC_URL = 'https://guide.example'
    resetEnv()
    const set = await load('evil.example')
    expect(set.ics).not.toContain('evil.example')
    expect(set.ics).toContain(`URL:https://guide.example/events/${set.id}`)
  })
})
