import { data } from 'react-router'
import type { Db } from '~/lib/db.server'
import { findDuplicateListings, placeNameOf } from '~/lib/duplicates.server'
import { localizedEditorErrors, refusedLabels } from '~/lib/i18n/editor-fields.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localizedPath } from '~/lib/i18n/config'
import type { ListingType } from '~/lib/kinds/editor'
import { type ListingEditorSpec, parseEditorValues, readEditorForm } from '~/lib/kinds/editor.server'
import { parseSeriesScope, saveSeriesEdit } from '~/lib/kinds/event-series-edit.server'
import { createListing, updateListing } from '~/lib/listing-admin.server'
import { publishListing } from '~/lib/listing-publication.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { ActionAnswer } from './listing-intents.server'
import { listingPlaceRules } from './listing-place.server'

/**
 * The editor's Save and Publish (app/routes/admin/listing.tsx): the form's values checked by the
 * kind's rules, a new listing created (after a look for duplicates) or an existing one saved
 * against the revision it was read at (a repeating event's dates by their scope), then published
 * if asked; answered in the page's language.
 */
export async function saveListing({
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
  id: string | undefined
  intent: 'save' | 'publish'
  form: FormData
  userId: string
  spec: ListingEditorSpec
  locale: Locale
}) {
  const t = serverT(locale)
  const place = listingPlaceRules()
  const errorsOf = (errors: Record<string, string[]>) =>
    localizedEditorErrors(spec.fields, errors, locale, { place })
  const editPath = (listingId: string) =>
    localizedPath(`/admin/listings/${type}/${encodeURIComponent(listingId)}`, locale)
  const { input, values } = readEditorForm(spec, form)
  const parsed = parseEditorValues(spec, place, input, values)
  if (!parsed.success)
    return data<ActionAnswer>(
      { error: t('adminEditor.listing.fix'), errors: errorsOf(parsed.errors), values },
      { status: 400 },
    )
  if (!id) {
    // A warning, not a block: the form comes back with the look-alikes and "Publish anyway" or "Save draft anyway".
    if (form.get('duplicates') !== 'checked') {
      const duplicates = await findDuplicateListings(db, type, placeNameOf(type, values))
      if (duplicates.length) return data<ActionAnswer>({ duplicates, values })
    }
    const { id } = await createListing(db, type, parsed.data, userId)
    if (intent === 'publish') await publishListing(db, type, id, userId)
    return redirectWithToast(editPath(id), {
      type: 'success',
      ...(intent === 'publish'
        ? {
            title: t(`adminEditor.kind.${type}.published`),
            description: t('adminEditor.listing.liveAt', { path: spec.publicPath(id) }),
          }
        : { title: t('adminEditor.listing.draftSaved'), description: t('adminEditor.listing.draftText') }),
    })
  }
  const baseRevision = Number(form.get('revision'))
  const save = { actorId: userId, baseRevision: Number.isInteger(baseRevision) ? baseRevision : -1 }
  const scope = parseSeriesScope(form.get('scope'))
  const result =
    type === 'events' && scope
      ? await saveSeriesEdit(db, id, parsed.data, {
          ...save,
          scope,
          occurrence: String(form.get('occurrence') ?? ''),
          place,
        })
      : await updateListing(db, type, id, parsed.data, save)
  if (!result.ok) {
    if (result.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    if (result.reason === 'conflict')
      return data<ActionAnswer>(
        {
          error: t('adminEditor.listing.conflict', { revision: result.revision }),
          values,
        },
        { status: 409 },
      )
    return data<ActionAnswer>(
      { error: t('adminEditor.listing.fix'), errors: errorsOf(result.errors), values },
      { status: 400 },
    )
  }
  if (intent === 'publish') {
    await publishListing(db, type, result.id, userId)
    return redirectWithToast(editPath(result.id), {
      type: 'success',
      title: t('adminEditor.listing.published'),
      description: t('adminEditor.listing.liveAt', { path: spec.publicPath(result.id) }),
    })
  }
  return redirectWithToast(editPath(result.id), {
    type: 'success',
    title: t(
      result.id !== id
        ? 'adminEditor.listing.savedOwnEvent'
        : result.changes.length
          ? 'adminEditor.listing.saved'
          : 'adminEditor.listing.nothingChanged',
    ),
    description: result.changes.length
      ? t('adminEditor.listing.changed', {
          labels: refusedLabels(
            result.changes.map((c) => c.label),
            locale,
            true,
          ),
        })
      : undefined,
  })
}
