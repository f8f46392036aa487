import { Check, HeartHandshake, Mountain, Users } from '~/components/icons'
import { Link, useLocation } from 'react-router'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { ContactFields } from '~/components/contact-fieldset'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { Card, CardContent } from '~/components/ui/card'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { formStampFor } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { createHostApplication } from '~/lib/inbox.server'
import { handleSubmission, redirectWithSuccess, formLocale } from '~/lib/submissions.server'
import {
  HOST_GUEST_CAPACITIES,
  HOST_GUEST_LABELS,
  HOST_PROPERTY_TYPES,
  LIMITS,
  MESSAGES,
} from '~/lib/form-options'
import { HOST_FORM } from '~/lib/validation'
import { labelsOf } from '~/lib/kinds/fields'
import { HOST_FIELDS as F } from '~/lib/kinds/host'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/host-signup'

export const meta = () =>
  pageMeta(
    'Become a Host',
    'Become a host with Wyoming Navigator: list your ranch, lodge, cabin or cultural retreat.',
  )

export function loader({ context, request }: Route.LoaderArgs) {
  return { stamp: formStampFor(context), messages: messagesFor(formLocale(request), ['forms']) }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: HOST_FORM,
    save: createHostApplication,
    success: () => redirectWithSuccess('/host-signup', MESSAGES.hostSuccess),
  })
}

const WHY_HOST = [
  {
    icon: Users,
    title: 'Meet families who care',
    text: 'Our visitors come for wildlife, heritage and wide-open country, and they look for places with a story.',
  },
  {
    icon: Mountain,
    title: 'Share your corner of Wyoming',
    text: 'From Star Valley ranches to cabins below the Tetons, we show guests what makes your place special.',
  },
  {
    icon: HeartHandshake,
    title: 'Free to apply, personal support',
    text: 'There is no fee to apply. A local team member reviews every application and answers within 24 hours.',
  },
] as const

const LOOKING_FOR = [
  'Authentic western, ranch or cultural heritage character',
  'A welcome for families, with clear house rules',
  'Safe, well-kept spaces and honest descriptions',
  'Respect for wildlife, the land and neighbouring communities, including the Shoshone and Bannock peoples',
] as const

const LABELS = labelsOf(F)

export default function HostSignupRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const form = useSubmissionForm((v) => v.HOST_FORM)
  const { errors } = form
  return (
    <>
      <PageHero
        title="Become a Host"
        subtitle="Share your ranch, lodge or cabin with visitors who come to Wyoming for its heritage and wild places."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-16">
        <section aria-labelledby="why-title">
          <h2 id="why-title" className="text-3xl font-bold">
            Why host with Wyoming Navigator
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {WHY_HOST.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent>
                    <Icon className="text-primary size-8" aria-hidden="true" />
                    <h3 className="mt-3 text-xl font-bold">{title}</h3>
                    <p className="text-muted-foreground mt-2">{text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="look-title" className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <h2 id="look-title" className="text-3xl font-bold">
              What we look for
            </h2>
            <ul className="mt-4 grid gap-3">
              {LOOKING_FOR.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check className="text-sage mt-1 size-5 shrink-0" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          {/* In the first screen on a wide window (its largest paint there): not lazy. */}
          <SceneImage
            image={{ scene: 'ranch', alt: 'A ranch house below the mountains' }}
            className="rounded-(--radius-card)"
            eager
          />
        </section>

        <section aria-labelledby="apply-title" className="w-full max-w-4xl">
          <h2 id="apply-title" className="mb-4 text-3xl font-bold">
            Tell us about your property
          </h2>
          {/* Issue 44: a business already in the guide claims its listing instead. */}
          <p className="mb-6" data-testid="claim-existing">
            Already in the guide?{' '}
            <Link to="/search" className="text-secondary font-semibold underline underline-offset-4">
              Search for your listing
            </Link>{' '}
            and choose “Own this business? Claim it” on its page to manage it.
          </p>
          <SubmissionForm
            // A new page (after the confirmation) starts with an empty form.
            key={location.key}
            form={form}
            stamp={loaderData.stamp}
            labels={LABELS}
            aria-labelledby="apply-title"
            submitLabel="Submit Application"
          >
            <FieldSet>
              <FieldLegend className="sr-only">Property details</FieldLegend>
              <FieldGroup>
                <TextField
                  name="propertyName"
                  label={F.propertyName.label}
                  required
                  maxLength={LIMITS.name}
                  defaultValue={form.text('propertyName')}
                  errors={errors.propertyName}
                />
                <SelectField
                  name="propertyType"
                  label={F.propertyType.label}
                  required
                  placeholder="Select a type"
                  options={HOST_PROPERTY_TYPES}
                  defaultValue={form.text('propertyType')}
                  errors={errors.propertyType}
                />
                <TextField
                  name="location"
                  label={F.location.label}
                  required
                  maxLength={LIMITS.location}
                  placeholder="Town or area"
                  defaultValue={form.text('location')}
                  errors={errors.location}
                />
                <SelectField
                  name="maxGuests"
                  label={F.maxGuests.label}
                  required
                  placeholder="Select a capacity"
                  options={HOST_GUEST_CAPACITIES.map((value) => ({ value, label: HOST_GUEST_LABELS[value] }))}
                  defaultValue={form.text('maxGuests')}
                  errors={errors.maxGuests}
                />
                <TextField
                  name="nightlyRate"
                  label={F.nightlyRate.label}
                  required
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  defaultValue={form.text('nightlyRate')}
                  errors={errors.nightlyRate}
                />
                <ContactFields
                  fields={['email']}
                  names={{ email: 'contactEmail' }}
                  required={['email']}
                  labels={LABELS}
                  form={form}
                />
                <TextareaField
                  name="description"
                  label={F.description.label}
                  required
                  rows={5}
                  maxLength={LIMITS.eventDescription}
                  description="The place, its history and what guests can do nearby."
                  defaultValue={form.text('description')}
                  errors={errors.description}
                  className="sm:col-span-2"
                />
              </FieldGroup>
            </FieldSet>
          </SubmissionForm>
        </section>
      </div>
    </>
  )
}
