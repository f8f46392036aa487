import { type Drive, formatDriveTime } from '../maps/roads'
import { displayTime, driveEstimate, isTime, minutesOf, timeOf } from './checks'
import type { TripWords } from './trip-words'

/**
 * The checks a local makes of a day's timed stops taken in order (issue 50 item 1): two stops
 * that overlap, and a drive between two stops that does not fit between the first one's end and
 * the next one's start (the road model's drive, app/lib/maps/roads.ts). Pure: no database, no
 * clock. Each warning says what to do about it.
 */

/** What the sequence checks need of a stop. */
export interface SequenceStop {
  name: string
  kind: string
  /** "HH:MM", or null for a stop without a time (not checked) */
  startTime: string | null
  /** the planned length of the visit */
  minutes: number
  lat: number | null
  lng: number | null
  /** an event's or show's time is its schedule's: never suggested to swap */
  fixed?: boolean
}

/** Arriving up to this many minutes late is no warning (parking, a walk across town). */
export const LATE_MINUTES = 5

/** The least time at a stop worth the drive: leaving sooner is no plan. */
const SHORTEST_VISIT = 30

export type SequenceWarning =
  | { kind: 'overlaps'; other: string; otherEnds: string }
  | {
      kind: 'drive-does-not-fit'
      from: string
      fromEnds: string
      drive: Drive
      leaveBy: string | null
      /** a stop whose time this one could take instead, so that every drive of the day fits */
      swapWith?: string
    }
  | {
      kind: 'drive-back-after-dark'
      to: string
      drive: Drive
      arrives: string
      sunset: string
      leaveBy: string | null
    }

/**
 * The warnings of each stop (same order as `stops`) from the stop before it in time: stays (the
 * night's base) and untimed stops are left out of the sequence.
 */
export function sequenceWarnings(stops: readonly SequenceStop[]): SequenceWarning[][] {
  const warnings = plainWarnings(stops)
  const count = (all: SequenceWarning[][]) => all.reduce((sum, w) => sum + w.length, 0)
  const before = count(warnings)
  for (const [index, list] of warnings.entries()) {
    const warning = list.find((w) => w.kind === 'drive-does-not-fit')
    const stop = stops[index]!
    if (!warning || warning.kind !== 'drive-does-not-fit' || stop.fixed) continue
    // Swapping this stop's time with another one's (neither of them an event) that leaves the day
    // with no overlap and every drive fitting.
    const other = stops.findIndex(
      (o, i) =>
        i !== index &&
        !o.fixed &&
        o.kind !== 'stay' &&
        isTime(o.startTime) &&
        o.startTime !== stop.startTime &&
        count(
          plainWarnings(
            stops.map((s, k) =>
              k === index
                ? { ...s, startTime: o.startTime }
                : k === i
                  ? { ...s, startTime: stop.startTime }
                  : s,
            ),
          ),
        ) === 0 &&
        before > 0,
    )
    if (other >= 0) warning.swapWith = stops[other]!.name
  }
  return warnings
}

function plainWarnings(stops: readonly SequenceStop[]): SequenceWarning[][] {
  const warnings: SequenceWarning[][] = stops.map(() => [])
  const timed = stops
    .map((stop, index) => ({ stop, index }))
    .filter(({ stop }) => stop.kind !== 'stay' && isTime(stop.startTime))
    .sort((a, b) => minutesOf(a.stop.startTime!) - minutesOf(b.stop.startTime!) || a.index - b.index)
  for (let i = 1; i < timed.length; i++) {
    const before = timed[i - 1]!.stop
    const { stop, index } = timed[i]!
    const start = minutesOf(stop.startTime!)
    const beforeStart = minutesOf(before.startTime!)
    const beforeEnd = beforeStart + before.minutes
    if (start < beforeEnd) {
      warnings[index]!.push({ kind: 'overlaps', other: before.name, otherEnds: timeOf(beforeEnd) })
      continue
    }
    const drive = driveEstimate(before, stop)
    if (!drive || beforeEnd + drive.minutes <= start + LATE_MINUTES) continue
    const leaveBy = start - drive.minutes
    warnings[index]!.push({
      kind: 'drive-does-not-fit',
      from: before.name,
      fromEnds: timeOf(beforeEnd),
      drive,
      // Leaving with less than half an hour there (or its whole visit, when shorter) is no plan:
      // then one of them must move.
      leaveBy: leaveBy - beforeStart >= Math.min(SHORTEST_VISIT, before.minutes) ? timeOf(leaveBy) : null,
    })
  }
  return warnings
}

/** What a sequence warning says, with what to do. */
export function sequenceWarningText(warning: SequenceWarning, w?: TripWords): string {
  if (w) return sequenceWarningWords(warning, w)
  switch (warning.kind) {
    case 'overlaps':
      return `Overlaps ${warning.other}, which runs until about ${displayTime(warning.otherEnds)}: move one of them to another time or day.`
    case 'drive-does-not-fit': {
      const drive = `The drive from ${warning.from} takes about ${formatDriveTime(warning.drive.minutes)}, and it ends about ${displayTime(warning.fromEnds)}`
      const swap = warning.swapWith ? ` Or swap times with ${warning.swapWith}: then every drive fits.` : ''
      return warning.leaveBy
        ? `${drive}: leave ${warning.from} by ${displayTime(warning.leaveBy)}, or start this later.${swap}`
        : `${drive}: there is no time for both; move one of them to another time or day.${swap}`
    }
    case 'drive-back-after-dark': {
      const drive = `The drive back to ${warning.to} takes about ${formatDriveTime(warning.drive.minutes)} and ends about ${displayTime(warning.arrives)}, after dark (sunset ${displayTime(warning.sunset)})`
      return warning.leaveBy
        ? `${drive}: leave by ${displayTime(warning.leaveBy)} to drive in daylight, or plan this earlier.`
        : `${drive}: plan this earlier, or on a day you stay nearer.`
    }
  }
}

function sequenceWarningWords(warning: SequenceWarning, { say, time }: TripWords): string {
  switch (warning.kind) {
    case 'overlaps':
      return say('trip.check.overlaps', { other: warning.other, ends: time(warning.otherEnds) })
    case 'drive-does-not-fit': {
      const facts = {
        from: warning.from,
        drive: formatDriveTime(warning.drive.minutes),
        ends: time(warning.fromEnds),
      }
      const text = warning.leaveBy
        ? say('trip.check.driveLeave', { ...facts, leaveBy: time(warning.leaveBy) })
        : say('trip.check.driveNoTime', facts)
      return warning.swapWith ? `${text} ${say('trip.check.swap', { other: warning.swapWith })}` : text
    }
    case 'drive-back-after-dark': {
      const facts = {
        to: warning.to,
        drive: formatDriveTime(warning.drive.minutes),
        arrives: time(warning.arrives),
        sunset: time(warning.sunset),
      }
      return warning.leaveBy
        ? say('trip.check.backLeave', { ...facts, leaveBy: time(warning.leaveBy) })
        : say('trip.check.backEarlier', facts)
    }
  }
}

/** A drive back to the night's stay this long or longer, ending after sunset, is warned of. */
export const DARK_DRIVE_MINUTES = 30

/**
 * The drive from the day's last stop back to its night's stay, when it is long and ends after dark
 * (a last stop without a time is not checked: its end is unknown).
 */
export function driveBackWarning(
  last: SequenceStop | undefined,
  stay: { name: string; lat: number | null; lng: number | null } | null,
  sunset: string,
): SequenceWarning | undefined {
  if (!last || !stay || last.kind === 'stay' || !isTime(last.startTime)) return undefined
  const drive = driveEstimate(last, stay)
  if (!drive || drive.minutes < DARK_DRIVE_MINUTES) return undefined
  const start = minutesOf(last.startTime)
  const arrives = start + last.minutes + drive.minutes
  if (arrives <= minutesOf(sunset)) return undefined
  const leaveBy = minutesOf(sunset) - drive.minutes
  return {
    kind: 'drive-back-after-dark',
    to: stay.name,
    drive,
    arrives: timeOf(arrives),
    sunset,
    leaveBy: leaveBy - start >= Math.min(SHORTEST_VISIT, last.minutes) ? timeOf(leaveBy) : null,
  }
}
