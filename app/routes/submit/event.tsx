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
import { EVENT_FIELDS as F } from '~/lib/kinds/event'
import { passRetryAfter } from '~/lib/http.server'
import { REPEAT_FREQUENCIES } from '~/lib/recurrence'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { fieldKey, localizedLabels, optionLabel } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import type { MessageKey } from '~/lib/i18n/messages'
import type { Route } from './+types/event'

// ?venue=<id>: the form starts at that venue (the partner area's "Add an event at ...").
export const handle = readsQuery(['venue'])

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Submit an Event', data?.description ?? '')

export async function loader({ context, request }: Route.LoaderArgs) {
  // today in the region: the earliest date the form takes (the schema checks it again); the
  // guide's venues, offered as the Venue field's suggestions (a new place may be typed)
  const locale = formLocale(request)
  const say = serverT(locale)
  return {
    stamp: formStampFor(context),
    messages: messagesFor(locale, ['forms', 'submit.event']),
    title: say('submit.event.title'),
    description: say('submit.event.metaDescription'),
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
    kind: 'event',
    images: true,
    save: createEventSubmission,
    success: () => redirectWithSuccess('/events', MESSAGES.eventSuccess, formLocale(request)),
  })
}

const WORDS = { kind: 'event', fields: F }

export default function SubmitEventRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { venue } = loaderData
  const form = useSubmissionForm((v) => v.EVENT_FORM, {
    images: true,
    words: WORDS,
    initialValues: venue ? { location: venue.name, address: venue.address } : null,
  })
  const { errors } = form
  const labels = localizedLabels(t, WORDS, { photos: t('submit.event.imagesLabel') })
  const label = (name: keyof typeof F) => t(fieldKey('event', name, 'label'))
  const option = (value: string) => optionLabel(t, 'event', value)
  return (
    <>
      <PageHero className="max-w-4xl" title={t('submit.event.title')} subtitle={t('submit.event.subtitle')} />
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <SubmissionForm
          form={form}
          stamp={loaderData.stamp}
          labels={labels}
          aria-label={t('submit.event.formName')}
          cancelTo="/events"
          submitLabel={t('submit.event.submit')}
        >
          <FieldSet>
            <FieldLegend>{t('submit.event.details')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="title"
                label={label('title')}
                required
                maxLength={LIMITS.title}
                defaultValue={form.text('title')}
                errors={errors.title}
                className="sm:col-span-2"
              />
              <SelectField
                name="category"
                label={label('category')}
                required
                placeholder={t('submit.event.categoryPlaceholder')}
                options={EVENT_CATEGORIES.map((value) => ({ value, label: option(value) }))}
                defaultValue={form.text('category')}
                errors={errors.category}
              />
              <TextareaField
                name="description"
                label={label('description')}
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
            <FieldLegend>{t('submit.event.dateTime')}</FieldLegend>
            <FieldGroup className="sm:grid-cols-3">
              <TextField
                name="date"
                label={label('date')}
                type="date"
                required
                min={loaderData.today}
                defaultValue={form.text('date')}
                errors={errors.date}
              />
              <TextField
                name="startTime"
                label={label('startTime')}
                type="time"
                required
                defaultValue={form.text('startTime')}
                errors={errors.startTime}
              />
              <TextField
                name="endTime"
                label={label('endTime')}
                type="time"
                defaultValue={form.text('endTime')}
                errors={errors.endTime}
              />
              <div className="group/repeat grid gap-5 sm:col-span-3">
                <CheckboxField
                  name="recurring"
                  label={label('recurring')}
                  defaultChecked={form.checked('recurring')}
                />
                {/* Shown by CSS alone while the box is ticked, so it works without JavaScript; hidden
                    (display: none) its fields cannot be focused. No `required` or `min` here: the
                    browser would refuse to send the form for a hidden field; the schema checks them. */}
                <div className="hidden gap-5 group-has-[#field-recurring:checked]/repeat:grid sm:grid-cols-3">
                  <SelectField
                    name="repeatFrequency"
                    label={label('repeatFrequency')}
                    requiredWhenShown
                    placeholder={t('submit.event.repeatPlaceholder')}
                    options={REPEAT_FREQUENCIES.map((value) => ({
                      value,
                      label: t(`submit.event.repeat.${value}` as MessageKey),
                    }))}
                    defaultValue={form.text('repeatFrequency')}
                    errors={errors.repeatFrequency}
                  />
                  <TextField
                    name="repeatUntil"
                    label={label('repeatUntil')}
                    type="date"
                    requiredWhenShown
                    description={t('submit.event.repeatUntilHint')}
                    defaultValue={form.text('repeatUntil')}
                    errors={errors.repeatUntil}
                  />
                </div>
              </div>
            </FieldGroup>
          </FieldSet>

          <FieldSet>
            <FieldLegend>{t('submit.event.location')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="location"
                label={label('location')}
                required
                maxLength={LIMITS.location}
                defaultValue={form.text('location')}
                errors={errors.location}
                list={loaderData.venues.length > 0 ? 'venue-names' : undefined}
                autoComplete="off"
                description={loaderData.venues.length > 0 ? t('submit.event.venueHint') : undefined}
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
                label={label('address')}
                required
                maxLength={LIMITS.address}
                autoComplete="street-address"
                defaultValue={form.text('address')}
                errors={errors.address}
              />
            </FieldGroup>
          </FieldSet>

          <ContactFieldset
            legend={t('submit.event.organizer')}
            fields={['name', 'email', 'phone', 'website']}
            names={{ name: 'organizerName', email: 'organizerEmail', phone: 'organizerPhone' }}
            required={['name', 'email']}
            labels={labels}
            form={form}
          />

          <FieldSet>
            <FieldLegend>{t('submit.event.ticketing')}</FieldLegend>
            <FieldGroup>
              <TextField
                name="ticketPrice"
                label={label('ticketPrice')}
                placeholder={t('submit.event.ticketPricePlaceholder')}
                maxLength={LIMITS.short}
                defaultValue={form.text('ticketPrice')}
                errors={errors.ticketPrice}
              />
              <TextField
                name="capacity"
                label={label('capacity')}
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
            legend={label('tags')}
            description={t('submit.event.tagsHint', { count: LIMITS.tags })}
            options={EVENT_TAGS}
            optionLabel={option}
            selected={form.list('tags')}
            errors={errors.tags}
          />

          <FieldSet>
            <FieldLegend>{t('submit.event.images')}</FieldLegend>
            <PhotoField errors={errors.photos} label={t('submit.event.imagesLabel')} />
          </FieldSet>
        </SubmissionForm>
      </div>
    </>
  )
}
