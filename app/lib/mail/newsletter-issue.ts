/** What a newsletter issue may hold: shared by the issue page's form and its action. */

export const SUBJECT_MAX = 150
export const BODY_MAX = 20_000

/** Checks an issue's subject and text; answers the messages per field, or nothing when fine. */
export function issueErrors(issue: { subject: string; body: string }) {
  const errors: { subject?: string[]; body?: string[] } = {}
  if (!issue.subject) errors.subject = ['Enter a subject.']
  else if (issue.subject.length > SUBJECT_MAX)
    errors.subject = [`The subject may be at most ${SUBJECT_MAX} characters.`]
  if (!issue.body) errors.body = ['Write the newsletter’s text.']
  else if (issue.body.length > BODY_MAX) errors.body = ['The text may be at most 20,000 characters.']
  return errors.subject || errors.body ? errors : undefined
}
