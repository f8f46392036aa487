import { Link } from 'react-router'
import { Card, CardContent } from '~/components/ui/card'

/** Where an imported submission came from (the review queue's SubmissionOrigin). */
export interface SubmissionOriginData {
  importedFrom: string
  updates: { id: string; title: string; status: string } | null
  updatesListing: string | null
  changed: string[]
  cancelled: string | null
}

const link = 'text-secondary font-semibold underline underline-offset-4'

/**
 * On the review page of a submission imported from a calendar feed: the feed, the earlier
 * submission it is a newer version of, what changed, and what approving it does.
 */
export function SubmissionOrigin({ origin, kind }: { origin: SubmissionOriginData; kind: string }) {
  return (
    <Card className="mt-6">
      <CardContent className="grid gap-2">
        <h2 className="font-display text-2xl font-bold">Imported from a calendar feed</h2>
        <p>
          From the feed “{origin.importedFrom}”. Its contact fields are what the feed says (often nothing);
          the category is the feed’s.
        </p>
        {origin.updates ? (
          <p>
            A newer version of{' '}
            <Link to={`/admin/${kind}/${origin.updates.id}`} className={link}>
              {origin.updates.title}
            </Link>{' '}
            ({origin.updates.status}).{' '}
            {origin.changed.length > 0
              ? `Changed in the feed: ${origin.changed.join(', ')}.`
              : 'None of the fields the guide shows changed.'}
          </p>
        ) : null}
        {origin.cancelled ? (
          <p className="font-semibold">
            {origin.cancelled} Approving it withdraws the published event from the guide (it stays here,
            hidden); rejecting it keeps the event listed.
          </p>
        ) : origin.updatesListing ? (
          <p>
            Approving it updates the published event{' '}
            <Link to={origin.updatesListing} className={link}>
              {origin.updatesListing}
            </Link>
            : only the fields the feed changed since it was published, so an editor’s other changes stay.
            Rejecting it leaves the event as it is.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
