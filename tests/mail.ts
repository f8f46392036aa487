/**
 * The mail tests' shared set-up: a real SMTP server on loopback (./smtp-server.ts), the app's own
 * transport to it with an outbox folder of its own, and the settings a test needs (PUBLIC_URL for
 * the links, a higher rate limit), all made before a describe block's tests and undone after them.
 *
 *   const t = useAppDatabase(dialect, { seed: true })
 *   const mail = useTestMail(t, dialect, { env: { PUBLIC_URL: 'https://guide.example' } })
 *   await mail.deliver()            // the queue's mails, through SMTP
 *   mail.smtp.received.at(-1)       // what the relay got
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../app/lib/db.server'
import { resetEnv } from '../app/lib/env.server'
import { createMailTransport, type MailTransport } from '../app/lib/mail/transport.server'
import { processMailQueue } from '../app/lib/mail/worker.server'
import type { TestDb } from './setup/db'
import { type SmtpTestServer, startSmtpServer } from './smtp-server'

export const TEST_MAIL_FROM = 'Wyoming Navigator <no-reply@guide.example>'

/** Sets (or, for undefined, removes) environment variables and reads the configuration again. */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values))
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  resetEnv()
}

export interface TestMail {
  /** The loopback relay (filled in when the block starts). */
  readonly smtp: SmtpTestServer
  /** The app's transport to it. */
  readonly transport: MailTransport
  /** Sends what the mail queue holds, as the worker does. */
  deliver(options?: { workerId?: string; maxAttempts?: number }): Promise<{ sent: number; failed: number }>
}

export function useTestMail(
  t: Pick<TestDb, 'db'>,
  dialect: Dialect,
  options: { env?: Record<string, string | undefined>; maxAttempts?: number; from?: string } = {},
): TestMail {
  let smtp: SmtpTestServer | undefined
  let transport: MailTransport | undefined
  let outboxDir = ''
  const saved: Record<string, string | undefined> = {}
  beforeAll(async () => {
    for (const key of Object.keys(options.env ?? {})) saved[key] = process.env[key]
    setEnv(options.env ?? {})
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-outbox-'))
    smtp = await startSmtpServer()
    transport = createMailTransport({
      smtpUrl: smtp.url,
      from: options.from ?? TEST_MAIL_FROM,
      outboxDir,
      timeoutMs: 5_000,
    })
  })
  afterAll(async () => {
    transport?.close()
    await smtp?.close()
    fs.rmSync(outboxDir, { recursive: true, force: true })
    setEnv(saved)
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestMail: used before its describe block started')
    return value
  }
  return {
    get smtp() {
      return started(smtp)
    },
    get transport() {
      return started(transport)
    },
    deliver: ({ workerId = 'test', maxAttempts = options.maxAttempts ?? 3 } = {}) =>
      processMailQueue(t.db, dialect, started(transport), { workerId, maxAttempts }),
  }
}
