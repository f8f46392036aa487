import { z } from 'zod'
import type { Db } from '../db.server'
import { optionalTime } from '../schedule-time'
import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  ALERT_TARGET_TYPES,
  type AlertTargetType,
  TARGET_PATHS,
} from './alerts'
import type { AlertInput } from './alerts.server'

/**
 * The editor's alert form (issue 48 item 1, decision 051): its fields, the checks of a pasted area
 * and of the pages an alert points at, and the parsed form as the model's input.
 */

/** A GeoJSON geometry: a Point, LineString, Polygon or MultiPolygon with coordinates. */
const GEOMETRY_TYPES = ['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']
export function geometryProblem(text: string): string | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'Area: paste a GeoJSON geometry (it is not valid JSON).'
  }
  const geometry = value as { type?: unknown; coordinates?: unknown }
  if (
    !geometry ||
    typeof geometry !== 'object' ||
    !GEOMETRY_TYPES.includes(String(geometry.type)) ||
    !Array.isArray(geometry.coordinates)
  )
    return 'Area: a GeoJSON geometry needs a type (Point, LineString, Polygon…) and coordinates.'
  return undefined
}

/** A listing's or event's public address ("/play/elk-refuge" or the full URL) as a target. */
export function targetOfPath(value: string): { type: AlertTargetType; id: string } | undefined {
  let path = value.trim()
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname
  } catch {
    return undefined
  }
  const match = /^\/(eat|stay|play|events)\/([^/?#\s]+)\/?$/.exec(path)
  if (!match) return undefined
  const type = ALERT_TARGET_TYPES.find((t) => TARGET_PATHS[t] === `/${match[1]}`)
  return type && { type, id: decodeURIComponent(match[2]!) }
}

/** The editor's alert form. Times are the region's (MST/MDT); an empty start is "now". */
export const AlertSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Title: at most 200 characters'),
    text: z.string().trim().max(4000, 'Text: at most 4000 characters'),
    severity: z.enum(ALERT_SEVERITIES, { error: 'Choose a severity' }),
    kind: z.enum(ALERT_KINDS, { error: 'Choose a kind' }),
    zone: z
      .string()
      .trim()
      .max(100)
      .transform((v) => v || null),
    geometry: z
      .string()
      .trim()
      .max(200_000, 'Area: at most 200 KB of GeoJSON')
      .transform((value, ctx) => {
        if (value === '') return null
        const problem = geometryProblem(value)
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem })
          return z.NEVER
        }
        return JSON.stringify(JSON.parse(value))
      }),
    valid_from: optionalTime('Starts'),
    valid_to: optionalTime('Ends'),
    link: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Link: enter an http or https address')
      .transform((v) => v || null),
    targets: z
      .string()
      .max(20_000)
      .transform((value, ctx) => {
        const lines = value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
        const targets: { type: AlertTargetType; id: string }[] = []
        for (const line of lines) {
          const target = targetOfPath(line)
          if (!target) {
            ctx.addIssue({
              code: 'custom',
              message: `Listings and events: “${line.slice(0, 80)}” is not a page of the guide (like /play/elk-refuge)`,
            })
            return z.NEVER
          }
          if (!targets.some((t) => t.type === target.type && t.id === target.id)) targets.push(target)
        }
        return targets
      }),
  })
  .refine((v) => !v.valid_from || !v.valid_to || v.valid_to > v.valid_from, {
    path: ['valid_to'],
    message: 'Ends must be after Starts',
  })

export const ALERT_FIELDS = [
  'title',
  'text',
  'severity',
  'kind',
  'zone',
  'geometry',
  'valid_from',
  'valid_to',
  'link',
  'targets',
] as const

/** The parsed form as an AlertInput (an empty start: `now`). */
export function alertInputOf(data: z.output<typeof AlertSchema>, now: Date): AlertInput {
  return {
    title: data.title,
    text: data.text,
    severity: data.severity,
    kind: data.kind,
    zone: data.zone,
    geometry: data.geometry,
    validFrom: data.valid_from ?? now.toISOString(),
    validTo: data.valid_to,
    link: data.link,
    targets: data.targets,
  }
}

/** The targets that do not exist (an editor's typo), as their paths. */
export async function missingTargets(db: Db, targets: AlertInput['targets']): Promise<string[]> {
  const missing: string[] = []
  for (const target of targets) {
    const row = await db.selectFrom(target.type).select('id').where('id', '=', target.id).executeTakeFirst()
    if (!row) missing.push(`${TARGET_PATHS[target.type]}/${target.id}`)
  }
  return missing
}
