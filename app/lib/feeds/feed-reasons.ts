import { formatWrittenDate, todayInTimeZone } from '../dates'

/** "Cancelled by the feed “Tavern” on November 28, 2026.": why an imported event was withdrawn. */
export function cancelledByFeedReason(feedName: string, at: string): string {
  return `Cancelled by the feed “${feedName}” on ${formatWrittenDate(todayInTimeZone(undefined, new Date(at)))}.`
}
