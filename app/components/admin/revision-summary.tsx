import { regionDateTime } from '~/lib/i18n/region-date-time'
import { useT } from '~/lib/i18n/use-t'
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
  // Words of the admin frame (its layout sends them to every back-office page).
  const t = useT()
  return (
    <>
      <h2 className="text-xl font-bold">
        {t(revision.number === latest ? 'admin.revision.titleCurrent' : 'admin.revision.title', {
          number: revision.number,
        })}
      </h2>
      <p className="text-muted-foreground">
        {t('admin.revision.byline', {
          when: regionDateTime(revision.createdAt, t.locale),
          author: revision.author ?? t('admin.revision.beforeRevisions'),
        })}
        {revision.restoredFrom
          ? ` · ${t('admin.revision.restoredFrom', { number: revision.restoredFrom })}`
          : ''}
      </p>
      {revision.changes.length > 0 ? (
        <ul className="mt-2 grid gap-1">
          {revision.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-semibold">{change.label}:</span>{' '}
              <del className="text-muted-foreground">{change.old || t('admin.revision.empty')}</del> →{' '}
              <ins className="no-underline">{change.new || t('admin.revision.empty')}</ins>
            </li>
          ))}
        </ul>
      ) : revision.number === 1 ? (
        (firstVersion ?? <p className="mt-2">{t('admin.revision.first')}</p>)
      ) : (
        <p className="mt-2">{t('admin.revision.noChange')}</p>
      )}
    </>
  )
}
