import { CheckboxGroup } from '~/components/checkbox-group'
import { ContactFields } from '~/components/contact-fieldset'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { PageHero } from '~/components/page-hero'
import { PhotoField, SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { formStampFor } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { handleSubmission, redirectWithSuccess } from '~/lib/submissions.server'
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
import { labelsOf } from '~/lib/kinds/fields'
import { RESTAURANT_FIELDS as F } from '~/lib/kinds/restaurant'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/restaurant'

export const meta = () =>
  pageMeta('Submit a Restaurant', 'Suggest a restaurant for the Wyoming Navigator guide.')

export function loader({ context }: Route.LoaderArgs) {
  return { stamp: formStampFor(context) }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: RESTAURANT_FORM,
    images: true,
    save: createRestaurantSubmission,
    success: () => redirectWithSuccess('/eat', MESSAGES.restaurantSuccess),
  })
}

const LABELS = labelsOf(F, { photos: 'Photos' })

export default function SubmitRestaurantRoute({ loaderData }: Route.ComponentProps) {
  const form = useSubmissionForm((v) => v.RESTAURANT_FORM, { images: true })
  const { errors } = form
  return (
    <>
      <PageHero
        className="max-w-4xl"
        title="Submit a Restaurant"
        subtitle="Tell us about a place to eat that visitors should know. Our team reviews every submission before it appears in the guide."
      />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <SubmissionForm
          form={form}
          stamp={loaderData.stamp}
          labels={LABELS}
          aria-label="Restaurant submission"
          cancelTo="/eat"
          submitLabel="Submit Restaurant"
        >
          <FieldSet>
            <FieldLegend>Basic Information</FieldLegend>
            <FieldGroup>
              <TextField
                name="name"
                label={F.name.label}
                required
                maxLength={LIMITS.name}
                defaultValue={form.text('name')}
                errors={errors.name}
                autoComplete="organization"
                className="sm:col-span-2"
              />
              <SelectField
                name="type"
                label={F.type.label}
                required
                placeholder="Select a type"
                options={RESTAURANT_TYPES}
                defaultValue={form.text('type')}
                errors={errors.type}
              />
              <SelectField
                name="priceRange"
                label={F.priceRange.label}
                options={RESTAURANT_PRICE_RANGES.map((value) => ({
                  value,
                  label: RESTAURANT_PRICE_LABELS[value],
                }))}
                defaultValue={form.text('priceRange', '$')}
                errors={errors.priceRange}
              />
              <TextareaField
                name="description"
                label={F.description.label}
                required
                maxLength={LIMITS.description}
                rows={5}
                description="What makes it special: the food, the setting, the people."
                defaultValue={form.text('description')}
                errors={errors.description}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>Contact & Location</FieldLegend>
            <FieldGroup>
              <TextField
                name="address"
                label={F.address.label}
                required
                maxLength={LIMITS.address}
                autoComplete="street-address"
                defaultValue={form.text('address')}
                errors={errors.address}
                className="sm:col-span-2"
              />
              <ContactFields
                fields={['phone', 'email', 'website']}
                labels={LABELS}
                form={form}
                extra={{ website: { autoComplete: 'url', className: 'sm:col-span-2' } }}
              />
            </FieldGroup>
          </FieldSet>

          <CheckboxGroup
            section
            name="tags"
            legend={F.tags.label}
            description={`Choose up to ${LIMITS.tags}.`}
            options={RESTAURANT_TAGS}
            selected={form.list('tags')}
            errors={errors.tags}
          />
          <CheckboxGroup
            section
            name="amenities"
            legend={F.amenities.label}
            options={RESTAURANT_AMENITIES}
            selected={form.list('amenities')}
            errors={errors.amenities}
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
