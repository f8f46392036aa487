/**
 * How an alert's area is drawn by severity, on the drawn map of /conditions and the interactive
 * one alike (issue 48): a colour, and a line that differs too (thick, solid, dashed, dotted), so the
 * severity never rests on colour alone; the legend and the list beside the map say it in words.
 */
export const ALERT_AREA_STYLE = {
  extreme: { color: '#7f1d1d', width: 4, dash: null },
  severe: { color: '#b91c1c', width: 2.5, dash: null },
  moderate: { color: '#b45309', width: 2.5, dash: [6, 3] },
  minor: { color: '#075985', width: 2, dash: [1.5, 3] },
} as const satisfies Record<string, { color: string; width: number; dash: readonly number[] | null }>

export type AlertAreaSeverity = keyof typeof ALERT_AREA_STYLE

/** The area's fill: its colour, faint, so the ground and the pins show through. */
export const ALERT_AREA_FILL_OPACITY = 0.18
