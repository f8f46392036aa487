import type { Request, Response } from 'express'
import { logger } from '../app/lib/logger.server'

/** GET /healthz: 200 with JSON once the database answers a query, 503 otherwise. */
export function healthHandler(ping: () => Promise<void>, dialect: () => string) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store')
    const started = Date.now()
    try {
      await ping()
      res.json({ status: 'ok', database: dialect(), latencyMs: Date.now() - started })
    } catch (error) {
      logger().error({ err: error, reqId: req.headers['x-request-id'] }, 'health check failed')
      res.status(503).json({ status: 'unavailable', database: dialect(), error: 'database did not answer' })
    }
  }
}
