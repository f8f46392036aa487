import { formatDateTime } from '~/components/admin/field-list'
import type { FieldChange } from '~/lib/kinds/editor'

/**
 * One revision as the histories show it (a listing's, a venue's or an organizer's): its number,
 * when and by whom, and each field it changed, old value struck through, new one after.
 */
export function RevisionSummary({
  revision,
  latest,
  firstVersion,
}: {
  revision: {
    number: number
    createdAt: string
    author: string | null
    restoredFrom: number | null
    changes: FieldChange[]
  }
  latest: number
  /** what revision 1 without changes shows (by default "First version.") */
  firstVersion?: React.ReactNode
}) {
  return (
    <>
      <h2 className="text-xl font-bold">
        Revision {revision.number}
        {revision.number === latest ? ' (current)' : ''}
      </h2>
      <p className="text-muted-foreground">
        {formatDateTime(revision.createdAt)} by {revision.author ?? 'the guide (before revisions were kept)'}
        {revision.restoredFrom ? ` · restored from revision ${revision.restoredFrom}` : ''}
      </p>
      {revision.changes.length > 0 ? (
        <ul className="mt-2 grid gap-1">
          {revision.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-semibold">{change.label}:</span>{' '}
              <del className="text-muted-foreground">{change.old || '(empty)'}</del> →{' '}
              <ins className="no-underline">{change.new || '(empty)'}</ins>
            </li>
          ))}
        </ul>
      ) : revision.number === 1 ? (
        (firstVersion ?? <p className="mt-2">First version.</p>)
      ) : (
        <p className="mt-2">No field changed.</p>
      )}
    </>
  )
}
