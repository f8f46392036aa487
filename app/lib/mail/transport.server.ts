import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { dataDir } from '../database-url.server'
import { env } from '../env.server'
import type { MailQueueRow } from '../../../db/schema'

/**
 * Where messages go: an SMTP relay (SMTP_URL, through nodemailer), or when none is configured
 * the outbox folder, one RFC 822 `.eml` file per message built by nodemailer's stream transport,
 * so a fresh `npm start` needs nothing else and every message can be opened in a mail program.
 */

export interface MailTransport {
  /** 'smtp' or 'outbox', for the back office */
  readonly mode: 'smtp' | 'outbox'
  /** the outbox folder (outbox mode) */
  readonly outboxDir?: string
  /** sends one message; throws when the relay refused it or could not be reached */
  send(message: Pick<MailQueueRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'headers'>): Promise<{
    outboxFile?: string
  }>
  close(): void
}

export interface TransportConfig {
  smtpUrl?: string
  from: string
  outboxDir: string
  /** socket timeouts (ms): a send never outlasts the queue's lease */
  timeoutMs?: number
}

/** The configuration from the environment (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR). */
export function transportConfig(): TransportConfig {
  const config = env()
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.resolve(config.MAIL_OUTBOX_DIR ?? path.join(dataDir(config.DATABASE_URL), 'outbox')),
  }
}

function parseHeaders(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

function mailOptions(from: string, message: Parameters<MailTransport['send']>[0]) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: parseHeaders(message.headers),
    // Our own id, so a message written twice (a retry after a lost answer) is recognisable.
    messageId: `<${message.id}@${from.match(/@([^>\s]+)/)?.[1] ?? 'localhost'}>`,
    // Never followed by nodemailer: every part's content is given here.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** The outbox file of a message: only our own file names are ever opened. */
export function outboxFileName(id: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(id)) throw new Error('mail: bad message id')
  return `${id}.eml`
}

export function createMailTransport(config: TransportConfig = transportConfig()): MailTransport {
  const timeout = config.timeoutMs ?? 30_000
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // Never log: the connection URL may carry a password.
      logger: false,
      debug: false,
    } as SMTPTransport.Options & { url: string })
    return {
      mode: 'smtp',
      async send(message) {
        await transporter.sendMail(mailOptions(config.from, message))
        return {}
      },
      close: () => transporter.close(),
    }
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    mode: 'outbox',
    outboxDir: config.outboxDir,
    async send(message) {
      const info = await writer.sendMail(mailOptions(config.from, message))
      const file = outboxFileName(message.id)
      await fs.mkdir(config.outboxDir, { recursive: true })
      // Written whole, then renamed: a reader never sees half a message.
      const temporary = path.join(config.outboxDir, `.${file}.${process.pid}.tmp`)
      await fs.writeFile(temporary, info.message as Buffer)
      await fs.rename(temporary, path.join(config.outboxDir, file))
      return { outboxFile: file }
    },
    close: () => writer.close(),
  }
}
