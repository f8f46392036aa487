import { z } from 'zod'
import { type ConditionSource, HOUR, SourceFormatError, instantOf, parseJson, plainText } from './source'

/**
 * The National Weather Service forecast for Jackson and Afton: GET {NWS_API_BASE}/points/<lat>,<lon>
 * names the place's gridpoint forecast (properties.forecast), then GET it (properties.periods:
 * twelve-hour periods, day and night). The forecast's path is asked of NWS_API_BASE, so a test's
 * loopback server answers both.
 */

export const FORECAST_PLACES = [
  { name: 'Jackson', lat: 43.4799, lon: -110.7624 },
  { name: 'Afton', lat: 42.7252, lon: -110.9318 },
] as const

export interface ForecastPeriod {
  name: string
  start: string
  end: string
  isDaytime: boolean
  temperatureF: number
  short: string
  /** "1 to 3 inches" when the text forecasts new snow */
  snow: string | null
}

export interface PlaceForecast {
  name: string
  /** when NWS made the forecast */
  updated: string
  periods: ForecastPeriod[]
}

export interface ForecastData {
  places: PlaceForecast[]
}

const Points = z.object({ properties: z.object({ forecast: z.string().min(1) }) })
const Period = z.object({
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isDaytime: z.boolean(),
  temperature: z.number(),
  temperatureUnit: z.string().optional(),
  shortForecast: z.string().optional(),
  detailedForecast: z.string().optional(),
})
const Forecast = z.object({
  properties: z.object({
    updateTime: z.string().optional(),
    generatedAt: z.string().optional(),
    periods: z.array(z.unknown()),
  }),
})

/** "New snow accumulation of 1 to 3 inches possible." -> "1 to 3 inches" */
export function snowOf(text: string): string | null {
  const match = /new snow accumulation of ([^.]*?inch(?:es)?)/i.exec(text)
  if (match) return match[1]!.replace(/^around /i, '')
  return /little or no snow accumulation/i.test(text) ? 'little or none' : null
}

export function parsePoints(body: string): string {
  const points = Points.safeParse(parseJson(body, 'The weather service'))
  if (!points.success)
    throw new SourceFormatError('The weather service did not name a forecast for the place.')
  return points.data.properties.forecast
}

export function parseForecast(body: string, name: string, now: Date): PlaceForecast {
  const forecast = Forecast.safeParse(parseJson(body, 'The weather service'))
  if (!forecast.success)
    throw new SourceFormatError('The weather service answered a forecast without periods.')
  const periods: ForecastPeriod[] = []
  for (const raw of forecast.data.properties.periods) {
    const p = Period.safeParse(raw)
    if (!p.success) continue
    const start = instantOf(p.data.startTime)
    const end = instantOf(p.data.endTime)
    if (!start || !end) continue
    const fahrenheit =
      p.data.temperatureUnit === 'C'
        ? Math.round((p.data.temperature * 9) / 5 + 32)
        : Math.round(p.data.temperature)
    periods.push({
      name: plainText(p.data.name, 60),
      start,
      end,
      isDaytime: p.data.isDaytime,
      temperatureF: fahrenheit,
      short: plainText(p.data.shortForecast, 200),
      snow: snowOf(p.data.detailedForecast ?? ''),
    })
  }
  if (periods.length === 0)
    throw new SourceFormatError('The weather service answered a forecast without periods.')
  const updated =
    instantOf(forecast.data.properties.updateTime) ??
    instantOf(forecast.data.properties.generatedAt) ??
    now.toISOString()
  return { name, updated, periods }
}

export const nwsForecast: ConditionSource = {
  id: 'nws-forecast',
  label: 'National Weather Service forecast (Jackson, Afton)',
  refreshMs: HOUR,
  staleAfterMs: 12 * HOUR,
  off: () => undefined,
  async run(ctx) {
    const base = `${ctx.config.nwsBase.replace(/\/$/, '')}/`
    const headers = { userAgent: ctx.config.nwsUserAgent, accept: 'application/geo+json' }
    const none = { etag: null, lastModified: null }
    const places: PlaceForecast[] = []
    for (const place of FORECAST_PLACES) {
      const points = await ctx.fetch(new URL(`points/${place.lat},${place.lon}`, base).href, none, headers)
      if (points.status !== 'ok')
        throw new SourceFormatError('The weather service answered no forecast point.')
      // The forecast's own address names api.weather.gov: its path is asked of the configured base.
      let path: string
      try {
        path = new URL(parsePoints(points.body)).pathname.replace(/^\//, '')
      } catch (error) {
        if (error instanceof SourceFormatError) throw error
        throw new SourceFormatError('The weather service named a forecast address that cannot be read.')
      }
      const forecast = await ctx.fetch(new URL(path, base).href, none, headers)
      if (forecast.status !== 'ok') throw new SourceFormatError('The weather service answered no forecast.')
      places.push(parseForecast(forecast.body, place.name, ctx.now))
    }
    return { status: 'ok', validators: none, data: { places } satisfies ForecastData }
  },
}
