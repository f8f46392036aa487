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
import { HOST_GUEST_CAPACITIES, HOST_PROPERTY_TYPES, LIMITS, MESSAGES } from '~/lib/form-options'
import { HOST_FORM } from '~/lib/validation'
import { HOST_FIELDS as F } from '~/lib/kinds/host'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { fieldKey, localizedLabels, optionLabel, slugOf } from '~/lib/i18n/form-words'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/host-signup'

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Become a Host', data?.description ?? '')

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = formLocale(request)
  const say = serverT(locale)
  return {
    stamp: formStampFor(context),
    messages: messagesFor(locale, ['forms', 'submit.host']),
    title: say('submit.host.title'),
    description: say('submit.host.metaDescription'),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: HOST_FORM,
    kind: 'host',
    save: createHostApplication,
    success: () => redirectWithSuccess('/host-signup', MESSAGES.hostSuccess, formLocale(request)),
  })
}

const WHY_HOST = [
  { icon: Users, key: 'families' },
  { icon: Mountain, key: 'corner' },
  { icon: HeartHandshake, key: 'free' },
] as const

const LOOKING_FOR = ['character', 'families', 'safe', 'respect'] as const

const WORDS = { kind: 'host', fields: F }

export default function HostSignupRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const t = useT()
  const form = useSubmissionForm((v) => v.HOST_FORM, { words: WORDS })
  const { errors } = form
  const labels = localizedLabels(t, WORDS)
  const label = (name: keyof typeof F) => t(fieldKey('host', name, 'label'))
  return (
    <>
      <PageHero title={t('submit.host.title')} subtitle={t('submit.host.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-16">
        <section aria-labelledby="why-title">
          <h2 id="why-title" className="text-3xl font-bold">
            {t('submit.host.whyTitle')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {WHY_HOST.map(({ icon: Icon, key }) => (
              <li key={key}>
                <Card className="h-full">
                  <CardContent>
                    <Icon className="text-primary size-8" aria-hidden="true" />
                    <h3 className="mt-3 text-xl font-bold">
                      {t(`submit.host.why.${key}.title` as MessageKey)}
                    </h3>
                    <p className="text-muted-foreground mt-2">
                      {t(`submit.host.why.${key}.text` as MessageKey)}
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="look-title" className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <h2 id="look-title" className="text-3xl font-bold">
              {t('submit.host.lookTitle')}
            </h2>
            <ul className="mt-4 grid gap-3">
              {LOOKING_FOR.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check className="text-sage mt-1 size-5 shrink-0" aria-hidden="true" />
                  <span>{t(`submit.host.look.${item}` as MessageKey)}</span>
                </li>
              ))}
            </ul>
          </div>
          {/* In the first screen on a wide window (its largest paint there): not lazy. */}
          <SceneImage
            image={{ scene: 'ranch' }}
            className="rounded-(--radius-card)"
            eager
          />
        </section>

        <section aria-labelledby="apply-title" className="w-full max-w-4xl">
          <h2 id="apply-title" className="mb-4 text-3xl font-bold">
            {t('submit.host.applyTitle')}
          </h2>
          {/* Issue 44: a business already in the guide claims its listing instead. */}
          <p className="mb-6" data-testid="claim-existing">
            {t('submit.host.claim.before')}{' '}
            <Link
              to={t.path('/search')}
              className="text-secondary font-semibold underline underline-offset-4"
            >
              {t('submit.host.claim.link')}
            </Link>{' '}
            {t('submit.host.claim.after')}
          </p>
          <SubmissionForm
            // A new page (after the confirmation) starts with an empty form.
            key={location.key}
            form={form}
            stamp={loaderData.stamp}
            labels={labels}
            aria-labelledby="apply-title"
            submitLabel={t('submit.host.submit')}
          >
            <FieldSet>
              <FieldLegend className="sr-only">{t('submit.host.propertyDetails')}</FieldLegend>
              <FieldGroup>
                <TextField
                  name="propertyName"
                  label={label('propertyName')}
                  required
                  maxLength={LIMITS.name}
                  defaultValue={form.text('propertyName')}
                  errors={errors.propertyName}
                />
                <SelectField
                  name="propertyType"
                  label={label('propertyType')}
                  required
                  placeholder={t('submit.host.typePlaceholder')}
                  options={HOST_PROPERTY_TYPES.map((value) => ({
                    value,
                    label: optionLabel(t, 'host', value),
                  }))}
                  defaultValue={form.text('propertyType')}
                  errors={errors.propertyType}
                />
                <TextField
                  name="location"
                  label={label('location')}
                  required
                  maxLength={LIMITS.location}
                  placeholder={t('submit.host.locationPlaceholder')}
                  defaultValue={form.text('location')}
                  errors={errors.location}
                />
                <SelectField
                  name="maxGuests"
                  label={label('maxGuests')}
                  required
                  placeholder={t('submit.host.guestsPlaceholder')}
                  options={HOST_GUEST_CAPACITIES.map((value) => ({
                    value,
                    label: t(`submit.host.guests.${slugOf(value)}` as MessageKey),
                  }))}
                  defaultValue={form.text('maxGuests')}
                  errors={errors.maxGuests}
                />
                <TextField
                  name="nightlyRate"
                  label={label('nightlyRate')}
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
                  labels={labels}
                  form={form}
                />
                <TextareaField
                  name="description"
                  label={label('description')}
                  required
                  rows={5}
                  maxLength={LIMITS.eventDescription}
                  description={t('submit.host.descriptionHint')}
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
