import { CheckboxGroup } from '~/components/checkbox-group'
import { ContactFieldset } from '~/components/contact-fieldset'
import { CheckboxField, SelectField, TextareaField, TextField } from '~/components/form-field'
import { PageHero } from '~/components/page-hero'
import { PhotoField, SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { todayInTimeZone } from '~/lib/dates'
import { formStampFor } from '~/lib/form.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { getDb } from '~/lib/db.server'
import { createEventSubmission } from '~/lib/kinds/event-submission.server'
import { venueForForm, venueNames } from '~/lib/kinds/event-place-choices.server'
import { handleSubmission, redirectWithSuccess, formLocale } from '~/lib/submissions.server'
import { EVENT_CATEGORIES, EVENT_TAGS, LIMITS, MESSAGES } from '~/lib/form-options'
import { EVENT_FORM } from '~/lib/validation'
import { labelsOf } from '~/lib/kinds/fields'
import { EVENT_FIELDS as F } from '~/lib/kinds/event'
import { passRetryAfter } from '~/lib/http.server'
import { REPEAT_FREQUENCIES, REPEAT_LABELS } from '~/lib/recurrence'
import { sendForm } from '~/lib/send-form'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/event'

// ?venue=<id>: the form starts at that venue (the partner area's "Add an event at ...").
export const handle = readsQuery(['venue'])

export const meta = () => pageMeta('Submit an Event', 'Submit an event to the Wyoming Navigator calendar.')

export async function loader({ context, request }: Route.LoaderArgs) {
  // today in the region: the earliest date the form takes (the schema checks it again); the
  // guide's venues, offered as the Venue field's suggestions (a new place may be typed)
  return {
    stamp: formStampFor(context),
    messages: messagesFor(formLocale(request), ['forms']),
    today: todayInTimeZone(),
    venues: await venueNames(getDb()),
    venue: await venueForForm(getDb(), new URL(request.url).searchParams.get('venue')),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: EVENT_FORM,
    images: true,
    save: createEventSubmission,
    success: () => redirectWithSuccess('/events', MESSAGES.eventSuccess),
  })
}

const LABELS = labelsOf(F, { photos: 'Images' })
const REPEAT_OPTIONS = REPEAT_FREQUENCIES.map((value) => ({ value, label: REPEAT_LABELS[value] }))

export default function SubmitEventRoute({ loaderData }: Route.ComponentProps) {
  const { venue } = loaderData
  const form = useSubmissionForm((v) => v.EVENT_FORM, {
    images: true,
    initialValues: venue ? { location: venue.name, address: venue.address } : null,
  })
  const { errors } = form
  return (
    <>
      <PageHero
        className="max-w-4xl"
        title="Submit an Event"
        subtitle="Add your festival, rodeo or community gathering to our calendar. We review every event before it is published."
      />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <SubmissionForm
          form={form}
          stamp={loaderData.stamp}
          labels={LABELS}
          aria-label="Event submission"
          cancelTo="/events"
          submitLabel="Submit Event"
        >
          <FieldSet>
            <FieldLegend>Event Details</FieldLegend>
            <FieldGroup>
              <TextField
                name="title"
                label={F.title.label}
                required
                maxLength={LIMITS.title}
                defaultValue={form.text('title')}
                errors={errors.title}
                className="sm:col-span-2"
              />
              <SelectField
                name="category"
                label={F.category.label}
                required
                placeholder="Select a category"
                options={EVENT_CATEGORIES}
                defaultValue={form.text('category')}
                errors={errors.category}
              />
              <TextareaField
                name="description"
                label={F.description.label}
                required
                rows={5}
                maxLength={LIMITS.eventDescription}
                defaultValue={form.text('description')}
                errors={errors.description}
                className="sm:col-span-2"
              />
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>Date & Time</FieldLegend>
            <FieldGroup className="sm:grid-cols-3">
              <TextField
                name="date"
                label={F.date.label}
                type="date"
                required
                min={loaderData.today}
                defaultValue={form.text('date')}
                errors={errors.date}
              />
              <TextField
                name="startTime"
                label={F.startTime.label}
                type="time"
                required
                defaultValue={form.text('startTime')}
                errors={errors.startTime}
              />
              <TextField
                name="endTime"
                label={F.endTime.label}
                type="time"
                defaultValue={form.text('endTime')}
                errors={errors.endTime}
              />
              <div className="group/repeat grid gap-5 sm:col-span-3">
                <CheckboxField
                  name="recurring"
                  label={F.recurring.label}
                  defaultChecked={form.checked('recurring')}
                />
                {/* Shown by CSS alone while the box is ticked, so it works without JavaScript; hidden
                    (display: none) its fields cannot be focused. No `required` or `min` here: the
                    browser would refuse to send the form for a hidden field; the schema checks them. */}
                <div className="hidden gap-5 group-has-[#field-recurring:checked]/repeat:grid sm:grid-cols-3">
                  <SelectField
                    name="repeatFrequency"
                    label={F.repeatFrequency.label}
                    requiredWhenShown
                    placeholder="Choose how often"
                    options={REPEAT_OPTIONS}
                    defaultValue={form.text('repeatFrequency')}
                    errors={errors.repeatFrequency}
                  />
                  <TextField
                    name="repeatUntil"
                    label={F.repeatUntil.label}
                    type="date"
                    requiredWhenShown
                    description="Up to a year after the event date."
                    defaultValue={form.text('repeatUntil')}
                    errors={errors.repeatUntil}
                  />
                </div>
              </div>
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>Location</FieldLegend>
            <FieldGroup>
              <TextField
                name="location"
                label={F.location.label}
                required
                maxLength={LIMITS.location}
                defaultValue={form.text('location')}
                errors={errors.location}
                list={loaderData.venues.length > 0 ? 'venue-names' : undefined}
                autoComplete="off"
                description={
                  loaderData.venues.length > 0
                    ? 'Pick a venue of the guide from the list, or type the name of a new one.'
                    : undefined
                }
              />
              {loaderData.venues.length > 0 ? (
                <datalist id="venue-names">
                  {loaderData.venues.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              ) : null}
              <TextField
                name="address"
                label={F.address.label}
                required
                maxLength={LIMITS.address}
                autoComplete="street-address"
                defaultValue={form.text('address')}
                errors={errors.address}
              />
            </FieldGroup>
          </FieldSet>

          <ContactFieldset
            legend="Organizer"
            fields={['name', 'email', 'phone', 'website']}
            names={{ name: 'organizerName', email: 'organizerEmail', phone: 'organizerPhone' }}
            required={['name', 'email']}
            labels={LABELS}
            form={form}
          />

          <FieldSet>
            <FieldLegend>Ticketing</FieldLegend>
            <FieldGroup>
              <TextField
                name="ticketPrice"
                label={F.ticketPrice.label}
                placeholder="Free, $25 adults / $15 kids…"
                maxLength={LIMITS.short}
                defaultValue={form.text('ticketPrice')}
                errors={errors.ticketPrice}
              />
              <TextField
                name="capacity"
                label={F.capacity.label}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                defaultValue={form.text('capacity')}
                errors={errors.capacity}
              />
            </FieldGroup>
          </FieldSet>

          <CheckboxGroup
            section
            name="tags"
            legend={F.tags.label}
            description={`Choose up to ${LIMITS.tags}.`}
            options={EVENT_TAGS}
            selected={form.list('tags')}
            errors={errors.tags}
          />

          <FieldSet>
            <FieldLegend>Images (optional)</FieldLegend>
            <PhotoField errors={errors.photos} label="Images" />
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
