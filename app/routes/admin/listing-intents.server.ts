import { data } from 'react-router'
import { renameListing } from '~/lib/addresses.server'
import type { Db } from '~/lib/db.server'
import type { DuplicateListing } from '~/lib/duplicates'
import { isCheckedTable } from '~/lib/freshness'
import { confirmChecked } from '~/lib/freshness.server'
import { notFoundUnless } from '~/lib/http.server'
import { type EditorValues, type ListingType } from '~/lib/kinds/editor'
import { serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
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

/** The schedule's and the address's checks (app/lib/schedule-time.ts, app/lib/addresses*.ts), said by key. */
const INTENT_MESSAGES: readonly MessageKey[] = [
  'adminEditor.error.scheduleTime',
  'adminEditor.error.scheduleOrder',
  'adminEditor.error.addressEnter',
  'adminEditor.error.addressLong',
  'adminEditor.error.addressCharsExample',
  'adminEditor.error.addressChars',
  'adminEditor.error.addressReserved',
  'adminEditor.error.addressTaken',
]

/** A schedule field's English name in its message ("Publish on: enter a date…"), said by key. */
const SCHEDULE_LABELS: Readonly<Record<string, MessageKey>> = {
  'Publish on': 'adminEditor.error.publishOn',
  'Unpublish on': 'adminEditor.error.unpublishOn',
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
  locale,
}: {
  db: Db
  type: ListingType
  id: string
  intent: FormDataEntryValue | null
  form: FormData
  userId: string
  spec: ListingEditorSpec
  locale: Locale
}) {
  const t = serverT(locale)
  const known = knownWords(locale, INTENT_MESSAGES)
  // The schedule's messages name its fields: those names in the page's language too.
  const said = (message: string) => {
    const text = known(message)
    if (text === message) return message
    const field = /^(Publish on|Unpublish on): /.exec(message)?.[1]
    return field ? text.replace(field, t(SCHEDULE_LABELS[field]!)) : text
  }
  const editPath = (of: string) => localizedPath(`/admin/listings/${type}/${encodeURIComponent(of)}`, locale)
  if (intent === 'hide' || intent === 'show') {
    const done = await setListingHidden(db, type, id, intent === 'hide', userId)
    notFoundUnless(done || undefined)
    return redirectWithToast(editPath(id), {
      type: 'success',
      title: t(intent === 'hide' ? 'adminEditor.listing.hidden' : 'adminEditor.listing.shown'),
      description: t(intent === 'hide' ? 'adminEditor.listing.hiddenText' : 'adminEditor.listing.shownText'),
    })
  }
  if (intent === 'confirm-checked' && isCheckedTable(spec.table)) {
    const done = await confirmChecked(db, { type, table: spec.table, id, by: 'editor', userId })
    notFoundUnless(done || undefined)
    return redirectWithToast(editPath(id), {
      type: 'success',
      title: t('adminEditor.listing.checkedToast'),
      description: t('adminEditor.listing.checkedToastText'),
    })
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes')
      return data<ActionAnswer>(
        {
          error: t('adminEditor.listing.deleteTick'),
          errors: { confirm: [t('adminEditor.listing.deleteTickField')] },
        },
        { status: 400 },
      )
    const done = await deleteListing(db, type, id, userId)
    notFoundUnless(done || undefined)
    return redirectWithToast(localizedPath(`/admin/listings/${type}`, locale), {
      type: 'success',
      title: t(`adminEditor.kind.${type}.deleted`),
    })
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
          error: t('adminEditor.listing.scheduleFix'),
          errors: Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0]), [said(issue.message)]]),
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
    return redirectWithToast(editPath(id), {
      type: 'success',
      title: t('adminEditor.listing.scheduleSaved'),
    })
  }
  if (intent === 'rename') {
    const result = await renameListing(db, type, id, form.get('address'), userId)
    if (!result.ok && result.reason === 'not-found')
      throw data('Not Found', { status: 404, statusText: 'Not Found' })
    if (!result.ok)
      return data<ActionAnswer>(
        {
          error: t('adminEditor.listing.addressFix'),
          errors: { address: [said(result.message)] },
          address: String(form.get('address') ?? ''),
        },
        { status: 400 },
      )
    return redirectWithToast(editPath(result.id), {
      type: 'success',
      title: t(
        result.id === id ? 'adminEditor.listing.nothingChanged' : 'adminEditor.listing.addressChanged',
      ),
      description:
        result.id === id
          ? undefined
          : t('adminEditor.listing.addressMoved', {
              path: spec.publicPath(result.id),
              old: spec.publicPath(id),
            }),
    })
  }
  return null
}
