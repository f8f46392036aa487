import { render, SITE } from './messages'

/**
 * The back office's own messages, to editors and admins: English only, as the back office is
 * (decision 059). Their words are the guide's, never a user's.
 */

export function digestMail({
  pending,
  newMessages,
  adminUrl,
  accountUrl,
}: {
  pending: { label: string; count: number }[]
  newMessages: number
  adminUrl: string
  accountUrl: string
}) {
  const waiting = pending.filter((item) => item.count > 0)
  const total = waiting.reduce((sum, item) => sum + item.count, 0)
  const lines = waiting.map((item) => `${item.label}: ${item.count} pending`)
  if (newMessages > 0) lines.push(`Messages: ${newMessages} new`)
  return render(
    `${SITE}: ${total} pending ${total === 1 ? 'submission' : 'submissions'}, ${newMessages} new ${newMessages === 1 ? 'message' : 'messages'}`,
    [
      { p: 'What is waiting in the back office:' },
      { list: lines },
      { link: adminUrl, label: 'Open the back office' },
    ],
    [
      { p: 'You get this digest at most once a day, only when something is waiting.' },
      { link: accountUrl, label: 'Turn the digest off' },
    ],
  )
}

/** To someone an admin invited to the back office: a link to set their own password. */
export function invitationMail({ url, hours }: { url: string; hours: number }) {
  return render(`You are invited to the ${SITE} back office`, [
    { p: `An admin of ${SITE} invited you to help edit the guide. Choose your password to sign in.` },
    { link: url, label: 'Choose your password' },
    {
      p: `The link works once, for ${hours} hours. If it has run out, ask the admin to invite you again or use “Forgot your password?” on the sign-in page.`,
    },
  ])
}

/** To an account's owner after repeated failed sign-ins: when, never what was typed. */
export function signInFailuresMail({ failures, at }: { failures: number; at: Date }) {
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return render(`Failed sign-ins to your ${SITE} account`, [
    {
      p: `There were ${failures} failed attempts in a row to sign in to the ${SITE} back office with this address, the latest at ${when}.`,
    },
    {
      p: 'Your account is not locked: you can sign in as usual. Further attempts from the places that failed are slowed down.',
    },
    {
      p: 'If these were not you, someone may be guessing your password. Ask an admin to send you a link to set a new, longer one.',
    },
  ])
}
