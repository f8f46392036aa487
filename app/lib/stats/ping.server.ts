import type { Request, Response } from 'express'
import { getDb } from '../db.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { looseDb } from '../kinds/editor.server'
import { countListing } from './counter.server'
import { isCountedType, isListingId, isPersonRequest, isPingedMetric } from './stats'

/** Pings one address may send a minute (a person clicks a few links; a script is held to this). */
const PINGS_PER_MINUTE = 30
const recent = new Map<string, { minute: number; count: number }>()

function withinLimit(address: string, now: number): boolean {
  const minute = Math.floor(now / 60_000)
  const seen = recent.get(address)
  if (!seen || seen.minute !== minute) {
    if (recent.size > 10_000) recent.clear()
    recent.set(address, { minute, count: 1 })
    return true
  }
  return ++seen.count <= PINGS_PER_MINUTE
}

/**
 * POST /count/<type>/<id>/<metric>: a followed link's `ping` (website, phone, directions, booking;
 * app/lib/stats/stats.ts pingPath), sent by the browser itself. Counted when it is a person's, from
 * this site's own page, for a listing in the guide, within the per-address limit; always answered
 * 204 with nothing (a ping's answer is never read), so it tells nothing either way.
 */
export async function countPing(req: Request, res: Response): Promise<void> {
  res.status(204).setHeader('Cache-Control', 'no-store')
  const { type, id, metric } = req.params as Record<string, string | undefined>
  const site = req.headers['sec-fetch-site']
  const address = String(req.headers['x-client-ip'] ?? req.socket.remoteAddress ?? '')
  if (
    isCountedType(type) &&
    isListingId(id) &&
    isPingedMetric(metric) &&
    (site === undefined || site === 'same-origin') &&
    isPersonRequest(req.headers) &&
    withinLimit(address, Date.now())
  ) {
    const spec = LISTING_EDITORS[type]
    const listed = await looseDb(getDb())
      .selectFrom(spec.table)
      .select('id')
      .where('id', '=', id)
      .where('hidden', '=', 0)
      .executeTakeFirst()
    if (listed) countListing(type, id, metric)
  }
  res.end()
}
