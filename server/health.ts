import type { Request, Response } from 'express'

/** GET /healthz: 200 with JSON once the database answers a query, 503 otherwise. */
export function healthHandler(ping: () => Promise<void>, dialect: () => string) {
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store')
    const started = Date.now()
    try {
      await ping()
      res.json({ status: 'ok', database: dialect(), latencyMs: Date.now() - started })
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'health check failed', error: (error as Error).message }),
      )
      res.status(503).json({ status: 'unavailable', database: dialect(), error: 'database did not answer' })
    }
  }
}
