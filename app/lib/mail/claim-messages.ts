import { render } from './messages'

/**
 * The messages of a business's claim of a listing (issue 44 item 1): its codes and an editor's
 * decision. A listing's title is user text: it stays in the body (quoted), never in a subject.
 */

const SITE = 'Wyoming Navigator'

/**
 * A claim's code. `to`: 'listing' (the address published on the listing: the business proves it
 * reads it), 'own' (the claimant's own address, which may also be one at the listing's domain).
 * `hasAccount`: the claimant's address already has an account (told only to that address).
 */
export function claimCodeMail({
  title,
  code,
  minutes,
  to,
  hasAccount,
}: {
  title: string
  code: string
  minutes: number
  to: 'listing' | 'own'
  hasAccount: boolean
}) {
  return render(`Your ${SITE} code: ${code}`, [
    {
      p:
        to === 'listing'
          ? `Someone asked to manage this listing of ${SITE}, and this is the address published on it:`
          : `Someone, hopefully you, asked to manage this listing of ${SITE} with this address:`,
    },
    { quote: title },
    { p: `The code: ${code}` },
    {
      p: `Enter it on the claim page. It works once, for ${minutes} minutes. If you did not ask for it, ignore this message: nothing changes.`,
    },
    ...(hasAccount
      ? [
          {
            p: 'This address already has an account with us: on the claim page, enter your current password (or use “Forgot your password?” on the sign-in page first).',
          },
        ]
      : []),
  ])
}

export function claimApprovedMail({ title, url }: { title: string; url: string }) {
  return render(`You can now manage your listing on ${SITE}`, [
    { p: 'Good news: an editor approved your claim of this listing:' },
    { quote: title },
    { p: 'Sign in to keep its facts up to date.' },
    { link: url, label: 'Open your partner area' },
  ])
}

export function claimRejectedMail({ title, reason }: { title: string; reason: string }) {
  return render(`Your claim on ${SITE} was reviewed`, [
    { p: 'Thank you for your claim of this listing:' },
    { quote: title },
    { p: 'An editor reviewed it and could not approve it.' },
    { p: "The editor's reason:" },
    { quote: reason },
    { p: 'You are welcome to reply through the contact page with more proof.' },
  ])
}

/** To someone an admin gave access to a listing (a transfer). */
export function partnerGrantedMail({ title, url }: { title: string; url: string }) {
  return render(`You can now manage a listing on ${SITE}`, [
    { p: 'An admin of the guide gave your account access to this listing:' },
    { quote: title },
    { link: url, label: 'Open your partner area' },
  ])
}
