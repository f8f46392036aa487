import { SelectField, TextField } from '~/components/form-field'
import { FEED_FIELDS } from '~/lib/feeds/feed.schema'
import { EVENT_CATEGORIES } from '~/lib/kinds/event'

type FeedFieldName = keyof typeof FEED_FIELDS

/**
 * A calendar feed's own fields (name, address, category), the same on /admin/feeds (add) and
 * /admin/feeds/:id (edit): `values` are what the form shows (the saved feed's, or what was sent),
 * `errors` the server's per field.
 */
export function FeedFields({
  values,
  errors,
}: {
  values: Partial<Record<FeedFieldName, string>>
  errors?: Partial<Record<FeedFieldName, string[]>>
}) {
  return (
    <>
      <TextField
        name="name"
        label={FEED_FIELDS.name.label}
        required
        maxLength={100}
        autoComplete="off"
        description="Shown with every event it imports, e.g. “Town Square Tavern”."
        defaultValue={values.name ?? ''}
        errors={errors?.name}
      />
      <TextField
        name="url"
        label={FEED_FIELDS.url.label}
        type="url"
        required
        maxLength={500}
        autoComplete="off"
        inputMode="url"
        description="The iCalendar (.ics) link. A webcal:// link is fetched over https, or over http when the server has no https."
        defaultValue={values.url ?? ''}
        errors={errors?.url}
      />
      <SelectField
        name="category"
        label={FEED_FIELDS.category.label}
        required
        placeholder="Choose a category"
        options={EVENT_CATEGORIES}
        description="The submission category its events get; their public category comes from the category mapping."
        defaultValue={values.category ?? ''}
        errors={errors?.category}
      />
    </>
  )
}
