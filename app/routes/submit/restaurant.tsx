import { CheckboxGroup } from '~/components/checkbox-group'
import { ContactFields } from '~/components/contact-fieldset'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { PageHero } from '~/components/page-hero'
import { PhotoField, SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { formStampFor } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { formLocale, handleSubmission, redirectWithSuccess } from '~/lib/submissions.server'
import {
  LIMITS,
  MESSAGES,
  RESTAURANT_AMENITIES,
  RESTAURANT_PRICE_LABELS,
  RESTAURANT_PRICE_RANGES,
  RESTAURANT_TAGS,
  RESTAURANT_TYPES,
} from '~/lib/form-options'
import { RESTAURANT_FORM } from '~/lib/validation'
import { RESTAURANT_FIELDS as F } from '~/lib/kinds/restaurant'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { fieldKey, localizedLabels, optionLabel, slugOf } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import type { MessageKey } from '~/lib/i18n/messages'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/restaurant'

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Submit a Restaurant', data?.description ?? '')

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = formLocale(request)
  const say = serverT(locale)
  return {
    stamp: formStampFor(context),
    messages: messagesFor(locale, ['forms', 'submit.restaurant']),
    title: say('submit.restaurant.title'),
    description: say('submit.restaurant.metaDescription'),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: RESTAURANT_FORM,
    kind: 'restaurant',
    images: true,
    save: createRestaurantSubmission,
    success: () => redirectWithSuccess('/eat', MESSAGES.restaurantSuccess, formLocale(request)),
  })
}

const WORDS = { kind: 'restaurant', fields: F }

export default function SubmitRestaurantRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const form = useSubmissionForm((v) => v.RESTAURANT_FORM, { images: true, words: WORDS })
  const { errors } = form
  const labels = localizedLabels(t, WORDS, { photos: t('forms.photos.label') })
  const label = (name: keyof typeof F) => t(fieldKey('restaurant', name, 'label'))
  const option = (value: string) => optionLabel(t, 'restaurant', value)
  return (
    <>
      <PageHero
        className="max-w-4xl"
        title={t('submit.restaurant.title')}
        subtitle={t('submit.restaurant.subtitle')}
      />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <SubmissionForm
          form={form}
          stamp={loaderData.stamp}
          labels={labels}
          aria-label={t('submit.restaurant.formName')}
          cancelTo="/eat"
          submitLabel={t('submit.restaurant.submit')}
        >
          <FieldSet>
            <FieldLegend>{t('submit.restaurant.basics')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="name"
                label={label('name')}
                required
                maxLength={LIMITS.name}
                defaultValue={form.text('name')}
                errors={errors.name}
                autoComplete="organization"
                className="sm:col-span-2"
              />
              <SelectField
                name="type"
                label={label('type')}
                required
                placeholder={t('submit.restaurant.typePlaceholder')}
                options={RESTAURANT_TYPES.map((value) => ({ value, label: option(value) }))}
                defaultValue={form.text('type')}
                errors={errors.type}
              />
              <SelectField
                name="priceRange"
                label={label('priceRange')}
                options={RESTAURANT_PRICE_RANGES.map((value) => ({
                  value,
                  label: t(`submit.restaurant.price.${slugOf(RESTAURANT_PRICE_LABELS[value])}` as MessageKey),
                }))}
                defaultValue={form.text('priceRange', '$')}
                errors={errors.priceRange}
              />
              <TextareaField
                name="description"
                label={label('description')}
                required
                maxLength={LIMITS.description}
                rows={5}
                description={t('submit.restaurant.descriptionHint')}
                defaultValue={form.text('description')}
                errors={errors.description}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>{t('submit.restaurant.contact')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="address"
                label={label('address')}
                required
                maxLength={LIMITS.address}
                autoComplete="street-address"
                defaultValue={form.text('address')}
                errors={errors.address}
                className="sm:col-span-2"
              />
              <ContactFields
                fields={['phone', 'email', 'website']}
                labels={labels}
                form={form}
                extra={{ website: { autoComplete: 'url', className: 'sm:col-span-2' } }}
              />
            </FieldGroup>
          </FieldSet>

          <CheckboxGroup
            section
            name="tags"
            legend={label('tags')}
            description={t('submit.restaurant.tagsHint')}
            options={RESTAURANT_TAGS}
            optionLabel={option}
            selected={form.list('tags')}
            errors={errors.tags}
          />
          <CheckboxGroup
            section
            name="amenities"
            legend={label('amenities')}
            options={RESTAURANT_AMENITIES}
            optionLabel={option}
            selected={form.list('amenities')}
            errors={errors.amenities}
          />

          <FieldSet>
            <FieldLegend>{t('submit.restaurant.photos')}</FieldLegend>
            <PhotoField errors={errors.photos} />
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
