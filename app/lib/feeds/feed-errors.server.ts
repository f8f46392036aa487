/** The feed is not an iCalendar file the guide reads, or goes over a limit (the message says why, for the back office). */
export class FeedParseError extends Error {
  override name = 'FeedParseError'
}
