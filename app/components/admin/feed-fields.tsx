import { SelectField, TextField } from '~/components/form-field'
import type { FEED_FIELDS } from '~/lib/feeds/feed.schema'
import { optionLabel } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import { EVENT_CATEGORIES } from '~/lib/kinds/event'

type FeedFieldName = keyof typeof FEED_FIELDS

/**
 * A calendar feed's own fields (name, address, category), the same on /admin/feeds (add) and
 * /admin/feeds/:id (edit): `values` are what the form shows (the saved feed's, or what was sent),
 * `errors` the server's per field. Its words are `adminFeeds.field.*` and the submission
 * categories' names (`submit.event.options.*`), which both pages send.
 */
export function FeedFields({
  values,
  errors,
}: {
  values: Partial<Record<FeedFieldName, string>>
  errors?: Partial<Record<FeedFieldName, string[]>>
}) {
  const t = useT()
  return (
    <>
      <TextField
        name="name"
        label={t('adminFeeds.field.name.label')}
        required
        maxLength={100}
        autoComplete="off"
        description={t('adminFeeds.field.name.description')}
        defaultValue={values.name ?? ''}
        errors={errors?.name}
      />
      <TextField
        name="url"
        label={t('adminFeeds.field.url.label')}
        type="url"
        required
        maxLength={500}
        autoComplete="off"
        inputMode="url"
        description={t('adminFeeds.field.url.description')}
        defaultValue={values.url ?? ''}
        errors={errors?.url}
      />
      <SelectField
        name="category"
        label={t('adminFeeds.field.category.label')}
        required
        placeholder={t('adminFeeds.field.category.placeholder')}
        options={EVENT_CATEGORIES.map((value) => ({ value, label: optionLabel(t, 'event', value) }))}
        description={t('adminFeeds.field.category.description')}
        defaultValue={values.category ?? ''}
        errors={errors?.category}
      />
    </>
  )
}
