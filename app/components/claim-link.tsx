import { Link } from 'react-router'

/**
 * "Own this business? Claim it" (issue 44 item 1), on every public restaurant, stay, activity and
 * event page: the way in for a business to manage its listing (/claim/:type/:id).
 */
export function ClaimLink({ type, id }: { type: string; id: string }) {
  return (
    <p className="mt-2 text-sm">
      <Link
        to={`/claim/${type}/${encodeURIComponent(id)}`}
        className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        Own this business? Claim it
      </Link>
    </p>
  )
}
