import { data } from 'react-router'
import { renameListing } from '~/lib/addresses.server'
import type { Db } from '~/lib/db.server'
import type { DuplicateListing } from '~/lib/duplicates'
import { isCheckedTable } from '~/lib/freshness'
import { confirmChecked } from '~/lib/freshness.server'
import { notFoundUnless } from '~/lib/http.server'
import { type EditorValues, LISTING_TYPE_LABELS, type ListingType } from '~/lib/kinds/editor'
import type { ListingEditorSpec } from '~/lib/kinds/editor.server'
import { deleteListing, setListingHidden } from '~/lib/listing-admin.server'
import { scheduleListing } from '~/lib/listing-publication.server'
import { SCHEDULED_TYPES } from '~/lib/preview'
import { scheduleSchema } from '~/lib/schedule-time'
import { redirectWithToast } from '~/lib/toast.server'

/**
 * /admin/listings/:type/:id's actions beside saving its fields (./listing.tsx): hide or show it,
 * confirm its facts are still accurate, delete it (confirmed), schedule its publication, and change its address. Each answers as the
 * route does (a redirect with a toast, or the form's answer with the errors).
 */

export type ActionAnswer = {
  error?: string
  errors?: Record<string, string[]>
  values?: EditorValues
  schedule?: { publish_at?: string; unpublish_at?: string }
  /** the address the editor sent, shown again when refused */
  address?: string
  /** listings a new one looks like: created only when the editor goes on */
  duplicates?: DuplicateListing[]
}

/** The answer to one of these intents, or null for an intent that is not one of them (a save). */
export async function listingIntent({
  db,
  type,
  id,
  intent,
  form,
  userId,
  spec,
}: {
  db: Db
  type: ListingType
  id: string
  intent: FormDataEntryValue | null
  form: FormData
  userId: string
  spec: ListingEditorSpec
}) {
  const label = LISTING_TYPE_LABELS[type].singular
  if (intent === 'hide' || intent === 'show') {
    const done = await setListingHidden(db, type, id, intent === 'hide', userId)
    notFoundUnless(done || undefined)
    return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(id)}`, {
      type: 'success',
      title: intent === 'hide' ? 'Hidden.' : 'Shown again.',
      description:
        intent === 'hide'
          ? 'It is gone from the public pages and search.'
          : 'It is back on the public pages.',
    })
  }
  if (intent === 'confirm-checked' && isCheckedTable(spec.table)) {
    const done = await confirmChecked(db, { type, table: spec.table, id, by: 'editor', userId })
    notFoundUnless(done || undefined)
    return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(id)}`, {
      type: 'success',
      title: 'Marked as checked today.',
      description: 'Its page now says its facts were checked by our editors today.',
    })
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes')
      return data<ActionAnswer>(
        {
          error: 'Tick “Yes, delete it for good” to delete.',
          errors: { confirm: ['Tick the box to confirm the deletion'] },
        },
        { status: 400 },
      )
    const done = await deleteListing(db, type, id, userId)
    notFoundUnless(done || undefined)
    return redirectWithToast(`/admin/listings/${type}`, { type: 'success', title: `${label} deleted.` })
  }
  if (intent === 'schedule' && SCHEDULED_TYPES.includes(type)) {
    const schedule = {
      publish_at: String(form.get('publish_at') ?? ''),
      unpublish_at: String(form.get('unpublish_at') ?? ''),
    }
    const parsed = scheduleSchema.safeParse(schedule)
    if (!parsed.success)
      return data<ActionAnswer>(
        {
          error: 'Please correct the times marked below.',
          errors: Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]]),
          ),
          schedule,
        },
        { status: 400 },
      )
    const done = await scheduleListing(
      db,
      type,
      id,
      { publishAt: parsed.data.publish_at, unpublishAt: parsed.data.unpublish_at },
      userId,
    )
    notFoundUnless(done || undefined)
    return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(id)}`, {
      type: 'success',
      title: 'Schedule saved.',
    })
  }
  if (intent === 'rename') {
    const result = await renameListing(db, type, id, form.get('address'), userId)
    if (!result.ok && result.reason === 'not-found')
      throw data('Not Found', { status: 404, statusText: 'Not Found' })
    if (!result.ok)
      return data<ActionAnswer>(
        {
          error: 'Please correct the address.',
          errors: { address: [result.message] },
          address: String(form.get('address') ?? ''),
        },
        { status: 400 },
      )
    return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(result.id)}`, {
      type: 'success',
      title: result.id === id ? 'Nothing changed.' : 'Address changed.',
      description:
        result.id === id
          ? undefined
          : `Now at ${spec.publicPath(result.id)}; ${spec.publicPath(id)} leads there.`,
    })
  }
  return null
}
