import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A raw answer: status, headers in the order sent, body bytes. */
export interface RawAnswer {
  status: number
  raw: string[]
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request with Node's client, answered as it came (no decompression, headers in order). */
export function rawRequest(url: string, options: http.RequestOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, options, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            raw: response.rawHeaders,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
      .end()
  })
}

const PER_RESPONSE = new Set(['x-request-id', 'date', 'x-cache'])

/**
 * The head as [name, value] pairs in order, with per-response values blanked (the nonce too):
 * for comparing an answer given in front of Express with the app's own.
 */
export function comparable(answer: RawAnswer): string[][] {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
  const pairs: string[][] = []
  for (let i = 0; i < answer.raw.length; i += 2) {
    const name = answer.raw[i]!.toLowerCase()
    let value = answer.raw[i + 1]!
    if (PER_RESPONSE.has(name)) value = '*'
    if (nonce) value = value.replaceAll(nonce, 'NONCE')
    pairs.push([name, value])
  }
  return pairs
}

/** A loopback server as server.js runs: `answer` first (an answer in front of Express), else `app`. */
export interface FrontLaneServer {
  base: string
  /** How many requests `answer` took. */
  fastAnswers(): number
  /** false sends every request through `app`, to compare the two ways. */
  setFastLane(on: boolean): void
  close(): void
}

export async function listenWithFrontLane(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
  app: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<FrontLaneServer> {
  let fastLane = true
  let fastAnswers = 0
  const server = http
    .createServer((req, res) => {
      if (fastLane && answer(req, res)) fastAnswers += 1
      else app(req, res)
    })
    .listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fastAnswers: () => fastAnswers,
    setFastLane: (on) => {
      fastLane = on
    },
    close: () => server.close(),
  }
}
