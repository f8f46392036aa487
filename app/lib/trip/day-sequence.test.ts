import { describe, expect, it } from 'vitest'
import { driveBetween } from '../maps/roads'
import { driveBackWarning, type SequenceStop, sequenceWarnings, sequenceWarningText } from './day-sequence'

// The December day (issue 50 item 1), with the road model's drives.
const JACKSON = { lat: 43.4799, lng: -110.7624 }
const AFTON = { lat: 42.7258, lng: -110.9317 }
const TAGGART = { lat: 43.6934, lng: -110.7332 }

const stop = (
  name: string,
  startTime: string | null,
  minutes: number,
  at: { lat: number; lng: number } | null,
  kind = 'activity',
): SequenceStop => ({ name, kind, startTime, minutes, lat: at?.lat ?? null, lng: at?.lng ?? null })

const texts = (stops: SequenceStop[]) =>
  sequenceWarnings(stops).map((list) => list.map((w) => sequenceWarningText(w)))

describe('a day’s stops in order', () => {
  it('warns of two stops that overlap, on the later one, whatever order they were added in', () => {
    const show = stop('Cowboy Show', '18:00', 120, JACKSON, 'event')
    const hike = stop('Taggart Lake', '15:30', 180, TAGGART)
    expect(texts([show, hike])).toEqual([
      ['Overlaps Taggart Lake, which runs until about 6:30 PM: move one of them to another time or day.'],
      [],
    ])
  })

  it('says when to leave when the drive does not fit between two stops', () => {
    const drive = driveBetween(AFTON, JACKSON)
    expect(drive.minutes).toBe(90)
    // Lunch in Afton 12:00-1:30, a show in Jackson at 3:30: 90 min of driving from 1:30 arrives at 3:00, fine.
    expect(
      texts([
        stop('Afton lunch', '12:00', 90, AFTON, 'restaurant'),
        stop('Show', '15:30', 120, JACKSON, 'event'),
      ]),
    ).toEqual([[], []])
    // Lunch 1:00-2:30, the show at 3:30: leave Afton by 2:00.
    expect(
      texts([
        stop('Afton lunch', '13:00', 90, AFTON, 'restaurant'),
        stop('Show', '15:30', 120, JACKSON, 'event'),
      ]),
    ).toEqual([
      [],
      [
        'The drive from Afton lunch takes about 1 h 30 min, and it ends about 2:30 PM: leave Afton lunch by 2:00 PM, or start this later.',
      ],
    ])
    // Lunch at 1:00 and a show at 2:40: leaving by 1:10 leaves no time for lunch.
    expect(
      texts([
        stop('Afton lunch', '13:00', 90, AFTON, 'restaurant'),
        stop('Show', '14:40', 120, JACKSON, 'event'),
      ]),
    ).toEqual([
      [],
      [
        'The drive from Afton lunch takes about 1 h 30 min, and it ends about 2:30 PM: there is no time for both; move one of them to another time or day.',
      ],
    ])
  })

  it('leaves out stays, untimed stops and stops without a pin', () => {
    expect(
      sequenceWarnings([
        stop('Lodge', '08:00', 0, JACKSON, 'stay'),
        stop('Breakfast', '08:00', 60, JACKSON, 'restaurant'),
        stop('Somewhere', null, 120, AFTON),
        // Its drive is unknown, so neither the drive to it nor the one from it is checked.
        stop('No pin', '09:05', 60, null),
        stop('Afton museum', '11:00', 60, AFTON),
      ]).map((list) => list.length),
    ).toEqual([0, 0, 0, 0, 0])
  })

  it('checks each stop against the one just before it in time, a few minutes late allowed', () => {
    const warnings = sequenceWarnings([
      stop('C', '10:30', 60, JACKSON),
      stop('A', '08:00', 60, JACKSON),
      stop('B', '09:00', 60, JACKSON),
    ])
    expect(warnings).toEqual([[], [], []])
    const overlapping = sequenceWarnings([
      stop('C', '09:30', 60, JACKSON),
      stop('A', '08:00', 60, JACKSON),
      stop('B', '09:00', 60, JACKSON),
    ])
    expect(overlapping[0]).toEqual([{ kind: 'overlaps', other: 'B', otherEnds: '10:00' }])
    expect(overlapping[2]).toEqual([])
  })
})

const ALPINE = { lat: 43.1624, lng: -111.0232 }

describe('what to do about a drive that does not fit', () => {
  it('suggests swapping two stops’ times when that makes every drive of the day fit', () => {
    // Jackson until 9:40, Afton at 10:30 (1 h 30 min away), Alpine at 1:00 PM: Alpine first fits.
    const day = [
      stop('Breakfast', '08:40', 60, JACKSON, 'restaurant'),
      stop('Afton tour', '10:30', 60, AFTON),
      stop('Alpine walk', '13:00', 60, ALPINE),
    ]
    const [, afton] = sequenceWarnings(day)
    expect(afton).toMatchObject([{ kind: 'drive-does-not-fit', swapWith: 'Alpine walk' }])
    expect(sequenceWarningText(afton![0]!)).toMatch(
      / Or swap times with Alpine walk: then every drive fits\.$/,
    )
    // An event's time is its schedule's: it is never offered as a swap.
    const fixed = sequenceWarnings([day[0]!, day[1]!, { ...day[2]!, fixed: true }])
    expect(fixed[1]![0]).not.toHaveProperty('swapWith')
    // Nor when no swap makes the day work.
    const stuck = sequenceWarnings([day[0]!, day[1]!])
    expect(stuck[1]![0]).not.toHaveProperty('swapWith')
  })
})

describe('the drive back to the night’s stay', () => {
  const lodge = { name: 'Town Lodge', ...JACKSON }
  it('warns when it is long and ends after sunset, saying when to leave', () => {
    const late = driveBackWarning(stop('Afton tour', '14:30', 60, AFTON), lodge, '16:50')!
    expect(sequenceWarningText(late)).toBe(
      'The drive back to Town Lodge takes about 1 h 30 min and ends about 5:00 PM, after dark (sunset 4:50 PM): leave by 3:20 PM to drive in daylight, or plan this earlier.',
    )
    // Leaving by sunset would cut the visit short: then plan it earlier.
    const later = driveBackWarning(stop('Afton tour', '15:00', 60, AFTON), lodge, '16:50')!
    expect(sequenceWarningText(later)).toMatch(/: plan this earlier, or on a day you stay nearer\.$/)
  })

  it('says nothing when back before dark, for a short drive, an untimed last stop or no stay', () => {
    expect(driveBackWarning(stop('Afton tour', '14:00', 60, AFTON), lodge, '16:50')).toBeUndefined()
    expect(driveBackWarning(stop('Town', '16:00', 120, JACKSON), lodge, '16:50')).toBeUndefined()
    expect(driveBackWarning(stop('Afton tour', null, 60, AFTON), lodge, '16:50')).toBeUndefined()
    expect(driveBackWarning(stop('Afton tour', '15:00', 60, AFTON), null, '16:50')).toBeUndefined()
  })
})
