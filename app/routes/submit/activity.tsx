import { CheckboxGroup } from '~/components/checkbox-group'
import { ContactFieldset } from '~/components/contact-fieldset'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { PageHero } from '~/components/page-hero'
import { PhotoField, SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { formStampFor } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { createActivitySubmission } from '~/lib/kinds/activity.server'
import { handleSubmission, redirectWithSuccess, formLocale } from '~/lib/submissions.server'
import {
  ACTIVITY_AMENITIES,
  ACTIVITY_DIFFICULTIES,
  ACTIVITY_PRICE_RANGES,
  ACTIVITY_SEASONS,
  ACTIVITY_TAGS,
  ACTIVITY_TYPES,
  LIMITS,
  MESSAGES,
} from '~/lib/form-options'
import { ACTIVITY_FORM } from '~/lib/validation'
import { ACTIVITY_FIELDS as F } from '~/lib/kinds/activity'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { fieldKey, localizedLabels, optionLabel } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/activity'

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Submit an Activity', data?.description ?? '')

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = formLocale(request)
  const say = serverT(locale)
  return {
    stamp: formStampFor(context),
    messages: messagesFor(locale, ['forms', 'submit.activity']),
    title: say('submit.activity.title'),
    description: say('submit.activity.metaDescription'),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: ACTIVITY_FORM,
    kind: 'activity',
    images: true,
    save: createActivitySubmission,
    success: () => redirectWithSuccess('/play', MESSAGES.activitySuccess, formLocale(request)),
  })
}

const WORDS = { kind: 'activity', fields: F }

export default function SubmitActivityRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const form = useSubmissionForm((v) => v.ACTIVITY_FORM, { images: true, words: WORDS })
  const { errors } = form
  const labels = localizedLabels(t, WORDS, { photos: t('forms.photos.label') })
  const label = (name: keyof typeof F) => t(fieldKey('activity', name, 'label'))
  const option = (value: string) => optionLabel(t, 'activity', value)
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: option(value) }))
  return (
    <>
      <PageHero
        className="max-w-4xl"
        title={t('submit.activity.title')}
        subtitle={t('submit.activity.subtitle')}
      />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <SubmissionForm
          form={form}
          stamp={loaderData.stamp}
          labels={labels}
          aria-label={t('submit.activity.formName')}
          cancelTo="/play"
          submitLabel={t('submit.activity.submit')}
        >
          <FieldSet>
            <FieldLegend>{t('submit.activity.details')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="name"
                label={label('name')}
                required
                maxLength={LIMITS.name}
                defaultValue={form.text('name')}
                errors={errors.name}
                className="sm:col-span-2"
              />
              <SelectField
                name="type"
                label={label('type')}
                required
                placeholder={t('submit.activity.typePlaceholder')}
                options={options(ACTIVITY_TYPES)}
                defaultValue={form.text('type')}
                errors={errors.type}
              />
              <TextareaField
                name="description"
                label={label('description')}
                required
                rows={5}
                maxLength={LIMITS.description}
                defaultValue={form.text('description')}
                errors={errors.description}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>{t('submit.activity.logistics')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="location"
                label={label('location')}
                required
                maxLength={LIMITS.location}
                defaultValue={form.text('location')}
                errors={errors.location}
                className="sm:col-span-2"
              />
              <TextField
                name="duration"
                label={label('duration')}
                required
                placeholder={t('submit.activity.durationPlaceholder')}
                maxLength={LIMITS.short}
                defaultValue={form.text('duration')}
                errors={errors.duration}
              />
              <SelectField
                name="priceRange"
                label={label('priceRange')}
                required
                placeholder={t('submit.activity.pricePlaceholder')}
                options={ACTIVITY_PRICE_RANGES.map((value) => ({
                  value,
                  label: value === 'Free' ? option(value) : value,
                }))}
                defaultValue={form.text('priceRange')}
                errors={errors.priceRange}
              />
              <SelectField
                name="season"
                label={label('season')}
                placeholder={t('submit.activity.seasonPlaceholder')}
                options={options(ACTIVITY_SEASONS)}
                defaultValue={form.text('season')}
                errors={errors.season}
              />
              <CheckboxGroup
                name="amenities"
                legend={label('amenities')}
                options={ACTIVITY_AMENITIES}
                optionLabel={option}
                selected={form.list('amenities')}
                errors={errors.amenities}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>{t('submit.activity.safetySection')}</FieldLegend>
            <FieldGroup>
              <SelectField
                name="difficulty"
                label={label('difficulty')}
                required
                placeholder={t('submit.activity.difficultyPlaceholder')}
                options={options(ACTIVITY_DIFFICULTIES)}
                defaultValue={form.text('difficulty')}
                errors={errors.difficulty}
              />
              <TextField
                name="ageRecommendation"
                label={label('ageRecommendation')}
                placeholder={t('submit.activity.agePlaceholder')}
                maxLength={LIMITS.short}
                defaultValue={form.text('ageRecommendation')}
                errors={errors.ageRecommendation}
              />
              <TextareaField
                name="requirements"
                label={label('requirements')}
                rows={3}
                maxLength={LIMITS.longText}
                description={t('submit.activity.requirementsHint')}
                defaultValue={form.text('requirements')}
                errors={errors.requirements}
              />
              <TextareaField
                name="safety"
                label={label('safety')}
                rows={3}
                maxLength={LIMITS.longText}
                description={t('submit.activity.safetyHint')}
                defaultValue={form.text('safety')}
                errors={errors.safety}
              />
            </FieldGroup>
          </FieldSet>

          <ContactFieldset
            legend={t('submit.activity.contact')}
            fields={['name', 'email', 'phone', 'website']}
            names={{ name: 'contactName', email: 'contactEmail', phone: 'contactPhone' }}
            required={['name', 'email']}
            labels={labels}
            form={form}
          />

          <CheckboxGroup
            section
            name="tags"
            legend={label('tags')}
            description={t('submit.activity.tagsHint', { count: LIMITS.tags })}
            options={ACTIVITY_TAGS}
            optionLabel={option}
            selected={form.list('tags')}
            errors={errors.tags}
          />

          <FieldSet>
            <FieldLegend>{t('submit.activity.photos')}</FieldLegend>
            <PhotoField errors={errors.photos} />
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
