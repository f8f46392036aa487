import { type ConditionSource, HOUR, SourceFormatError } from './source'

/**
 * NRCS SNOTEL snow depth for a few stations (SNOTEL_STATIONS), from the AWDB report generator's
 * CSV: GET {SNOTEL_BASE}/reportGenerator/view_csv/customSingleStationReport/daily/start_of_period/
 * <triplet>|id=""|name/-6,0/SNWD::value — comment lines (#) naming the station, then
 * `Date,Snow Depth (in) Start of Day Values` and one row a day. The newest day with a value wins.
 */

export interface SnowReading {
  triplet: string
  name: string
  /** inches */
  depthIn: number
  /** the day the value is for (start of day, the region's) */
  date: string
}

export interface SnotelData {
  readings: SnowReading[]
  /** stations that gave no value (down, or no recent day) */
  missing: string[]
}

/** The newest snow depth of one station's CSV, or undefined when no day has a value. */
export function parseSnotelCsv(
  body: string,
  station: { triplet: string; name: string },
): SnowReading | undefined {
  const lines = body.split(/\r?\n/)
  let name = station.name
  const rows: string[][] = []
  let header: string[] | undefined
  for (const line of lines) {
    if (line.startsWith('#')) {
      const site = /^#\s*SNOTEL\s+\d+:\s*(.+?)\s*$/.exec(line)
      if (site) name = site[1]!.replace(/,\s*[A-Z]{2}$/, '')
      continue
    }
    if (!line.trim()) continue
    const cells = line.split(',').map((cell) => cell.trim())
    if (!header) {
      header = cells
      continue
    }
    rows.push(cells)
  }
  if (!header || header[0] !== 'Date')
    throw new SourceFormatError('SNOTEL answered something that is not its CSV report.')
  const column = header.findIndex((cell) => /^Snow Depth/i.test(cell))
  if (column === -1) throw new SourceFormatError('SNOTEL’s report has no snow depth column.')
  for (const row of rows.reverse()) {
    const date = row[0] ?? ''
    const value = Number(row[column])
    if (
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      row[column] !== '' &&
      Number.isFinite(value) &&
      value >= 0 &&
      value < 1000
    )
      return { triplet: station.triplet, name, depthIn: value, date }
  }
  return undefined
}

export function snotelUrl(base: string, triplet: string): string {
  return `${base.replace(/\/$/, '')}/reportGenerator/view_csv/customSingleStationReport/daily/start_of_period/${encodeURIComponent(`${triplet}|id=""|name`)}/-6,0/SNWD::value`
}

export const snotel: ConditionSource = {
  id: 'snotel',
  label: 'NRCS SNOTEL snow depth',
  refreshMs: 3 * HOUR,
  // Daily values (start of day): yesterday's is still current; older is not.
  staleAfterMs: 48 * HOUR,
  off: (config) => (config.stations.length === 0 ? 'No stations are set (SNOTEL_STATIONS).' : undefined),
  async run(ctx) {
    const readings: SnowReading[] = []
    const missing: string[] = []
    let failure: unknown
    for (const station of ctx.config.stations) {
      try {
        const answer = await ctx.fetch(
          snotelUrl(ctx.config.snotelBase, station.triplet),
          { etag: null, lastModified: null },
          { accept: 'text/csv, text/plain;q=0.9' },
        )
        const reading = answer.status === 'ok' ? parseSnotelCsv(answer.body, station) : undefined
        if (reading) readings.push(reading)
        else missing.push(station.name)
      } catch (error) {
        failure ??= error
        missing.push(station.name)
      }
    }
    // Every station failing is the source failing (its last good data stays); some, a partial answer.
    if (readings.length === 0 && failure) throw failure
    return {
      status: 'ok',
      validators: { etag: null, lastModified: null },
      data: { readings, missing } satisfies SnotelData,
    }
  },
}
