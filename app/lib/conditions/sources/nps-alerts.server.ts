import { z } from 'zod'
import type { ImportedAlert } from '../alerts.server'
import type { AlertKind, AlertSeverity } from '../alerts'
import { type ConditionSource, HOUR, MINUTE, SourceFormatError, parseJson, plainText } from './source'

/**
 * National Park Service alerts for Grand Teton and Yellowstone (the NPS Data API,
 * GET {NPS_API_BASE}/alerts?parkCode=grte,yell, the key in the X-Api-Key header). Off without a key
 * (NPS_API_KEY). An NPS alert has no end: it is active while the API lists it.
 */

export const PARKS: Record<string, string> = { grte: 'grand-teton', yell: 'yellowstone' }

const Item = z.object({
  id: z.string().min(1),
  url: z.string().optional(),
  title: z.string(),
  parkCode: z.string(),
  description: z.string().optional(),
  category: z.string().optional(),
  lastIndexedDate: z.string().optional(),
})
const Answer = z.object({ data: z.array(z.unknown()) })

const SEVERITY: Record<string, AlertSeverity> = {
  Danger: 'severe',
  'Park Closure': 'severe',
  Caution: 'moderate',
  Information: 'minor',
}

function kindOf(category: string, text: string): AlertKind {
  if (/\broads?\b|highway|pass\b|travel/i.test(text)) return 'road'
  if (/bear|bison|elk|moose|wolf|wildlife/i.test(text)) return 'wildlife'
  if (category === 'Park Closure' || /clos/i.test(text)) return 'closure'
  if (/trail|hike|backcountry/i.test(text)) return 'trail'
  return 'closure'
}

/** "2024-11-26 13:09:27.0" (the API's form, UTC) or ISO, else undefined. */
function indexedAt(value: string | undefined): string | undefined {
  if (!value) return undefined
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value)
    ? `${value.slice(0, 19).replace(' ', 'T')}Z`
    : value
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

export function parseNpsAlerts(body: string, now: Date): ImportedAlert[] {
  const answer = Answer.safeParse(parseJson(body, 'The park service'))
  if (!answer.success) throw new SourceFormatError('The park service answered without a list of alerts.')
  const alerts: ImportedAlert[] = []
  for (const raw of answer.data.data) {
    const parsed = Item.safeParse(raw)
    if (!parsed.success) continue
    const item = parsed.data
    const zone = PARKS[item.parkCode.toLowerCase()]
    if (!zone) continue
    const text = plainText(item.description, 4000)
    const category = item.category ?? ''
    alerts.push({
      sourceId: item.id,
      title: plainText(item.title, 200) || 'Park alert',
      text,
      severity: SEVERITY[category] ?? 'minor',
      kind: kindOf(category, `${item.title} ${text}`),
      zone,
      geometry: null,
      validFrom: indexedAt(item.lastIndexedDate) ?? now.toISOString(),
      validTo: null,
      link: item.url && /^https?:\/\//i.test(item.url) ? item.url : null,
    })
  }
  return alerts
}

export const npsAlerts: ConditionSource = {
  id: 'nps-alerts',
  label: 'National Park Service alerts (Grand Teton, Yellowstone)',
  refreshMs: 30 * MINUTE,
  staleAfterMs: 3 * HOUR,
  off: (config) => (config.npsKey ? undefined : 'Off: no NPS Data API key (NPS_API_KEY).'),
  async run(ctx, validators) {
    const url = new URL('alerts', `${ctx.config.npsBase.replace(/\/$/, '')}/`)
    url.searchParams.set('parkCode', Object.keys(PARKS).join(','))
    url.searchParams.set('limit', '100')
    const answer = await ctx.fetch(url.href, validators, {
      accept: 'application/json',
      extra: { 'X-Api-Key': ctx.config.npsKey ?? '' },
    })
    if (answer.status === 'not-modified') return answer
    const alerts = parseNpsAlerts(answer.body, ctx.now)
    return {
      status: 'ok',
      validators: { etag: answer.etag, lastModified: answer.lastModified },
      data: { count: alerts.length },
      alerts,
    }
  },
}
