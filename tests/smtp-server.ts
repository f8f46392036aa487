/**
 * A real SMTP server on loopback (the `smtp-server` package, port 0) for the mail tests: it keeps
 * every message it accepts, raw, and can refuse recipients (a busy or broken relay). Messages are
 * read with a small parser (headers unfolded, MIME parts decoded), enough for the tests' checks.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** the envelope's recipients */
  to: string[]
  raw: string
  /** header name (lower case) -> values, unfolded and with encoded words decoded */
  headers: Map<string, string[]>
  header(name: string): string | undefined
  text: string
  html: string
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> */
  url: string
  port: number
  received: ReceivedMail[]
  /** the RCPT TO attempts seen, refused ones included */
  attempts: number
  /** while it answers true for an attempt's number (1-based), RCPT TO is refused with 450 */
  refuse: (attempt: number) => boolean
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    url: '',
    port: 0,
    received: [],
    attempts: 0,
    refuse: () => false,
    close: async () => {},
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      state.attempts++
      if (state.refuse(state.attempts)) {
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number }
        error.responseCode = 450
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        state.received.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.port = (server.server.address() as AddressInfo).port
  state.url = `smtp://127.0.0.1:${state.port}`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const source = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(source[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function splitHeaders(raw: string): { headers: Map<string, string[]>; body: string } {
  const end = raw.search(/\r?\n\r?\n/)
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string[]>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())])
  }
  return { headers, body }
}

function decodePart(headers: Map<string, string[]>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw)
  let text = ''
  let html = ''
  const visit = (partHeaders: Map<string, string[]>, partBody: string) => {
    const type = partHeaders.get('content-type')?.[0] ?? 'text/plain'
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1]
    if (type.startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break
        const part = splitHeaders(chunk.replace(/^\r?\n/, ''))
        visit(part.headers, part.body)
      }
    } else if (type.startsWith('text/html')) html += decodePart(partHeaders, partBody)
    else if (type.startsWith('text/plain')) text += decodePart(partHeaders, partBody)
  }
  visit(headers, body)
  return { to, raw, headers, header: (name) => headers.get(name.toLowerCase())?.[0], text, html }
}

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`))
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`)
  return match[0]
}
