// The part of autocannon's API the tests use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    /** stop after this many requests (instead of a duration) */
    amount?: number
    /** seconds before a request counts as timed out */
    timeout?: number
    requests?: Request[]
  }
  interface Result {
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
  }
  export default function autocannon(options: Options): Promise<Result>
}
