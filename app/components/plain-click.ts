import type * as React from 'react'

/** A left click without a modifier key (any other opens a tab or a window, as the browser does). */
export function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
