import { z } from 'zod'
import type { ImportedAlert } from '../alerts.server'
import type { AlertKind, AlertSeverity } from '../alerts'
import { type ConditionSource, MINUTE, SourceFormatError, instantOf, parseJson, plainText } from './source'

/**
 * National Weather Service active alerts for the guide's zones
 * (GET {NWS_API_BASE}/alerts/active?zone=WYZ012,WYZ024, GeoJSON, with the User-Agent NWS asks for).
 * Each feature is a CAP alert; one without a geometry (most zone alerts) keeps its zones instead.
 */

const Feature = z.object({
  id: z.string().optional(),
  geometry: z.unknown().optional(),
  properties: z.object({
    id: z.string(),
    '@id': z.string().optional(),
    areaDesc: z.string().optional(),
    geocode: z
      .object({ UGC: z.array(z.string()).optional() })
      .partial()
      .optional(),
    sent: z.string().optional(),
    effective: z.string().optional(),
    onset: z.string().nullish(),
    expires: z.string().nullish(),
    ends: z.string().nullish(),
    status: z.string().optional(),
    messageType: z.string().optional(),
    severity: z.string().optional(),
    event: z.string().optional(),
    headline: z.string().nullish(),
    description: z.string().nullish(),
    instruction: z.string().nullish(),
  }),
})
const Collection = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) })

const SEVERITY: Record<string, AlertSeverity> = {
  Extreme: 'extreme',
  Severe: 'severe',
  Moderate: 'moderate',
  Minor: 'minor',
}

/** Avalanche and road warnings read as what they close; the rest is weather. */
function kindOf(event: string): AlertKind {
  if (/avalanche/i.test(event)) return 'trail'
  if (/road|travel/i.test(event)) return 'road'
  return 'weather'
}

function geometryOf(value: unknown): string | null {
  const geometry = value as { type?: unknown; coordinates?: unknown } | null | undefined
  return geometry && typeof geometry.type === 'string' && Array.isArray(geometry.coordinates)
    ? JSON.stringify(geometry)
    : null
}

/** The alerts of an /alerts/active answer; a feature that cannot be read is skipped, not fatal. */
export function parseNwsAlerts(body: string, now: Date): ImportedAlert[] {
  const collection = Collection.safeParse(parseJson(body, 'The weather service'))
  if (!collection.success)
    throw new SourceFormatError('The weather service answered without a list of alerts.')
  const alerts: ImportedAlert[] = []
  for (const raw of collection.data.features) {
    const parsed = Feature.safeParse(raw)
    if (!parsed.success) continue
    const p = parsed.data.properties
    if (p.status && p.status !== 'Actual') continue
    if (p.messageType === 'Cancel') continue
    const zones = p.geocode?.UGC ?? []
    const validFrom = instantOf(p.onset) ?? instantOf(p.effective) ?? instantOf(p.sent) ?? now.toISOString()
    const text = [plainText(p.description, 6000), plainText(p.instruction, 2000)].filter(Boolean).join('\n\n')
    alerts.push({
      sourceId: p.id,
      title: plainText(p.headline, 200) || plainText(p.event, 200) || 'Weather alert',
      text: text || plainText(p.areaDesc, 500),
      severity: SEVERITY[p.severity ?? ''] ?? 'minor',
      kind: kindOf(p.event ?? ''),
      zone: zones.length > 0 ? zones.join(',') : plainText(p.areaDesc, 200) || null,
      geometry: geometryOf(parsed.data.geometry),
      validFrom,
      validTo: instantOf(p.ends) ?? instantOf(p.expires) ?? null,
      link: `https://alerts.weather.gov/search?id=${encodeURIComponent(p.id)}`,
    })
  }
  return alerts
}

export const nwsAlerts: ConditionSource = {
  id: 'nws-alerts',
  label: 'National Weather Service alerts',
  refreshMs: 10 * MINUTE,
  staleAfterMs: 45 * MINUTE,
  off: (config) => (config.nwsZones.length === 0 ? 'No zones are set (NWS_ZONES).' : undefined),
  async run(ctx, validators) {
    const url = new URL('alerts/active', `${ctx.config.nwsBase.replace(/\/$/, '')}/`)
    url.searchParams.set('zone', ctx.config.nwsZones.join(','))
    const answer = await ctx.fetch(url.href, validators, {
      userAgent: ctx.config.nwsUserAgent,
      accept: 'application/geo+json',
    })
    if (answer.status === 'not-modified') return answer
    const alerts = parseNwsAlerts(answer.body, ctx.now)
    return {
      status: 'ok',
      validators: { etag: answer.etag, lastModified: answer.lastModified },
      data: { count: alerts.length },
      alerts,
    }
  },
}
