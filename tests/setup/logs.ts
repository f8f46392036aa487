import { Writable } from 'node:stream'
import { setLogDestination } from '../../app/lib/logger.server'

/** Sends the app's log lines to an array until stop() (then back to stdout). */
export function captureLogs() {
  const written: string[] = []
  setLogDestination(
    new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk))
        done()
      },
    }),
  )
  return {
    /** The raw text written so far. */
    text: () => written.join(''),
    /** Each line parsed. */
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string; level: string }),
    stop: () => setLogDestination(),
  }
}
