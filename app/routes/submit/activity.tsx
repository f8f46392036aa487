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
import { labelsOf } from '~/lib/kinds/fields'
import { ACTIVITY_FIELDS as F } from '~/lib/kinds/activity'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/activity'

export const meta = () => pageMeta('Submit an Activity', 'Submit an activity to the Wyoming Navigator guide.')

export function loader({ context, request }: Route.LoaderArgs) {
  return { stamp: formStampFor(context), messages: messagesFor(formLocale(request), ['forms']) }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: ACTIVITY_FORM,
    images: true,
    save: createActivitySubmission,
    success: () => redirectWithSuccess('/play', MESSAGES.activitySuccess),
  })
}

const LABELS = labelsOf(F, { photos: 'Photos' })

export default function SubmitActivityRoute({ loaderData }: Route.ComponentProps) {
  const form = useSubmissionForm((v) => v.ACTIVITY_FORM, { images: true })
  const { errors } = form
  return (
    <>
      <PageHero
        className="max-w-4xl"
        title="Submit an Activity"
        subtitle="Share a tour, trail or experience for visitors. We review every activity before it is listed."
      />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <SubmissionForm
          form={form}
          stamp={loaderData.stamp}
          labels={LABELS}
          aria-label="Activity submission"
          cancelTo="/play"
          submitLabel="Submit Activity"
        >
          <FieldSet>
            <FieldLegend>Activity Details</FieldLegend>
            <FieldGroup>
              <TextField
                name="name"
                label={F.name.label}
                required
                maxLength={LIMITS.name}
                defaultValue={form.text('name')}
                errors={errors.name}
                className="sm:col-span-2"
              />
              <SelectField
                name="type"
                label={F.type.label}
                required
                placeholder="Select a category"
                options={ACTIVITY_TYPES}
                defaultValue={form.text('type')}
                errors={errors.type}
              />
              <TextareaField
                name="description"
                label={F.description.label}
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
            <FieldLegend>Location & Logistics</FieldLegend>
            <FieldGroup>
              <TextField
                name="location"
                label={F.location.label}
                required
                maxLength={LIMITS.location}
                defaultValue={form.text('location')}
                errors={errors.location}
                className="sm:col-span-2"
              />
              <TextField
                name="duration"
                label={F.duration.label}
                required
                placeholder="2-3 hours, half day…"
                maxLength={LIMITS.short}
                defaultValue={form.text('duration')}
                errors={errors.duration}
              />
              <SelectField
                name="priceRange"
                label={F.priceRange.label}
                required
                placeholder="Select a price range"
                options={ACTIVITY_PRICE_RANGES}
                defaultValue={form.text('priceRange')}
                errors={errors.priceRange}
              />
              <SelectField
                name="season"
                label={F.season.label}
                placeholder="Any season"
                options={ACTIVITY_SEASONS}
                defaultValue={form.text('season')}
                errors={errors.season}
              />
              <CheckboxGroup
                name="amenities"
                legend={F.amenities.label}
                options={ACTIVITY_AMENITIES}
                selected={form.list('amenities')}
                errors={errors.amenities}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>Requirements & Safety</FieldLegend>
            <FieldGroup>
              <SelectField
                name="difficulty"
                label={F.difficulty.label}
                required
                placeholder="Select a difficulty"
                options={ACTIVITY_DIFFICULTIES}
                defaultValue={form.text('difficulty')}
                errors={errors.difficulty}
              />
              <TextField
                name="ageRecommendation"
                label={F.ageRecommendation.label}
                placeholder="All ages, 8+…"
                maxLength={LIMITS.short}
                defaultValue={form.text('ageRecommendation')}
                errors={errors.ageRecommendation}
              />
              <TextareaField
                name="requirements"
                label={F.requirements.label}
                rows={3}
                maxLength={LIMITS.longText}
                description="Gear, fitness, permits."
                defaultValue={form.text('requirements')}
                errors={errors.requirements}
              />
              <TextareaField
                name="safety"
                label={F.safety.label}
                rows={3}
                maxLength={LIMITS.longText}
                description="Wildlife, weather, water."
                defaultValue={form.text('safety')}
                errors={errors.safety}
              />
            </FieldGroup>
          </FieldSet>

          <ContactFieldset
            legend="Contact"
            fields={['name', 'email', 'phone', 'website']}
            names={{ name: 'contactName', email: 'contactEmail', phone: 'contactPhone' }}
            required={['name', 'email']}
            labels={LABELS}
            form={form}
          />

          <CheckboxGroup
            section
            name="tags"
            legend={F.tags.label}
            description={`Choose up to ${LIMITS.tags}.`}
            options={ACTIVITY_TAGS}
            selected={form.list('tags')}
            errors={errors.tags}
          />

          <FieldSet>
            <FieldLegend>Photos (optional)</FieldLegend>
            <PhotoField errors={errors.photos} />
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
