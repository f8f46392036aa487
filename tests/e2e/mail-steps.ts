import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { parseMail, type ReceivedMail } from '../smtp-server'
import { sharedDatabaseUrl } from './utils'

// Reading the mail the test server sends: with no SMTP relay, each message is an .eml file in the
// outbox folder beside its database (README "Mail"), written by the mail worker (a turn a second).

export const outboxDir = () => path.join(path.dirname(sharedDatabaseUrl().replace(/^file:/, '')), 'outbox')

/** The outbox messages to `to` whose subject matches, now. */
export function mailsTo(to: string, subject: RegExp | string): ReceivedMail[] {
  const dir = outboxDir()
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : []
  const matches = (text: string) => (typeof subject === 'string' ? text === subject : subject.test(text))
  return files
    .map((name) => parseMail(fs.readFileSync(path.join(dir, name), 'utf8')))
    .filter((mail) => mail.header('to') === to && matches(mail.header('subject') ?? ''))
}

/** The outbox message to `to` whose subject matches, once the mail worker has written it. */
export async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        found = mailsTo(to, subject)[0]
        return !!found
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found!
}

/** The link in a mail's text whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  const link = mail.text.match(new RegExp(`https?://\\S+${pathPrefix.replace(/[?]/g, '\\?')}\\S+`))?.[0]
  expect(link, mail.text).toBeTruthy()
  return new URL(link!)
}

/** The six-digit code in a claim's mail. */
export const codeIn = (mail: ReceivedMail) => /The code: (\d{6})/.exec(mail.text)![1]!
