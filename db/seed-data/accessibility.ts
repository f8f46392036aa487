/**
 * Accessibility facts of a few sample listings (issue 46), by listing id: what a visitor would read
 * on an access survey. Facts not given here, and every listing not named, are left unknown ("Not
 * known" on their pages), as most real listings start. Columns of `listing_accessibility`.
 */
export const sampleAccessibility: Record<
  'restaurants' | 'stays' | 'activities',
  Record<string, Record<string, string | number>>
> = {
  restaurants: {
    'elk-antler-grill': {
      entrance: 'level',
      restroom: 'yes',
      parking: 'yes',
      seating: 'yes',
      service_animals: 'yes',
      hearing_loop: 'no',
      quiet_times: 'Weekdays 2–4 pm: music off and the dining room half empty',
    },
    'buffaloberry-kitchen': {
      entrance: 'one-step',
      step_cm: 4,
      restroom: 'no',
      parking: 'yes',
      service_animals: 'yes',
    },
    'snowshoe-hare-diner': { entrance: 'ramp', restroom: 'yes', seating: 'yes' },
    'cirque-and-pine': { entrance: 'steps' },
  },
  stays: {
    'snowdrift-mountain-lodge': {
      entrance: 'ramp',
      restroom: 'yes',
      parking: 'yes',
      accessible_room: 'yes',
      roll_in_shower: 'yes',
      hearing_loop: 'yes',
      service_animals: 'yes',
    },
    'fireweed-log-cabin': { entrance: 'steps', accessible_room: 'no', service_animals: 'yes' },
  },
  activities: {
    'taggart-lake-hike': {
      surface: 'dirt',
      slope_typical: 5,
      slope_max: 14,
      min_width_cm: 60,
      length_mi: 3.8,
      elevation_gain_ft: 400,
      stroller: 'no',
      restroom: 'yes',
      parking: 'yes',
      service_animals: 'yes',
    },
    'elk-refuge-sleigh-ride': {
      entrance: 'ramp',
      restroom: 'yes',
      parking: 'yes',
      stroller: 'yes',
      service_animals: 'yes',
    },
  },
}
