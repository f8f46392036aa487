import { Clock, Mail, MapPin, Phone } from '~/components/icons'
import { Link, useLocation } from 'react-router'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { ContactFields } from '~/components/contact-fieldset'
import { PageHero } from '~/components/page-hero'
import { SubmissionForm, useSubmissionForm } from '~/components/submission-form'
import { Card, CardContent } from '~/components/ui/card'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { CONTACT } from '~/content/contact'
import { CONTACT_FAQ, SUBMIT_LINKS } from '~/content/contact-page'
import { EmailLink, PhoneLink } from '~/components/contact-items'
import { formStampFor } from '~/lib/form.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { createContactMessage } from '~/lib/inbox.server'
import { handleSubmission, redirectWithSuccess, formLocale } from '~/lib/submissions.server'
import { CONTACT_CATEGORIES, LIMITS, MESSAGES } from '~/lib/form-options'
import { CONTACT_FORM } from '~/lib/validation'
import { CONTACT_FIELDS as F } from '~/lib/kinds/contact'
import { passRetryAfter } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { fieldKey, localizedLabels, optionLabel } from '~/lib/i18n/form-words'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/contact'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['subject'])

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Contact Us', data?.description ?? '')

export function loader({ request, context }: Route.LoaderArgs) {
  // Pages such as the heritage experiences link here with ?subject= to start the message.
  const subject = (new URL(request.url).searchParams.get('subject') ?? '').slice(0, LIMITS.subject)
  const locale = formLocale(request)
  const say = serverT(locale)
  return {
    stamp: formStampFor(context),
    subject,
    messages: messagesFor(locale, ['forms', 'submit.contact']),
    title: say('submit.contact.title'),
    description: say('submit.contact.metaDescription'),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleSubmission(request, {
    definition: CONTACT_FORM,
    kind: 'contact',
    save: createContactMessage,
    // Back to a fresh, empty form.
    success: () => redirectWithSuccess('/contact', MESSAGES.contactSuccess, formLocale(request)),
  })
}

const WORDS = { kind: 'contact', fields: F }

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const t = useT()
  const form = useSubmissionForm((v) => v.CONTACT_FORM, { words: WORDS })
  const { errors } = form
  const labels = localizedLabels(t, WORDS)
  const label = (name: keyof typeof F) => t(fieldKey('contact', name, 'label'))
  return (
    <>
      <PageHero title={t('submit.contact.title')} subtitle={t('submit.contact.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="message-title">
          <h2 id="message-title" className="mb-4 text-3xl font-bold">
            {t('submit.contact.sendTitle')}
          </h2>
          <SubmissionForm
            // A new page (after "Message Sent!") starts with an empty form.
            key={location.key}
            form={form}
            stamp={loaderData.stamp}
            labels={labels}
            aria-labelledby="message-title"
            submitLabel={t('submit.contact.submit')}
          >
            <FieldSet>
              <FieldLegend className="sr-only">{t('submit.contact.yourMessage')}</FieldLegend>
              <FieldGroup>
                <ContactFields
                  fields={['name', 'email', 'phone']}
                  required={['name', 'email']}
                  labels={labels}
                  form={form}
                />
                <SelectField
                  name="category"
                  label={label('category')}
                  required
                  placeholder={t('submit.contact.categoryPlaceholder')}
                  options={CONTACT_CATEGORIES.map((value) => ({
                    value,
                    label: optionLabel(t, 'contact', value),
                  }))}
                  defaultValue={form.text('category')}
                  errors={errors.category}
                />
                <TextField
                  name="subject"
                  label={label('subject')}
                  required
                  maxLength={LIMITS.subject}
                  defaultValue={form.text('subject', loaderData.subject)}
                  errors={errors.subject}
                  className="sm:col-span-2"
                />
                <TextareaField
                  name="message"
                  label={label('message')}
                  required
                  rows={6}
                  maxLength={LIMITS.message}
                  defaultValue={form.text('message')}
                  errors={errors.message}
                  className="sm:col-span-2"
                />
              </FieldGroup>
            </FieldSet>
          </SubmissionForm>
        </section>

        <aside className="grid content-start gap-6" aria-label={t('submit.contact.aside')}>
          <Card>
            <CardContent className="grid gap-4">
              <h2 className="text-2xl font-bold">{t('submit.contact.getInTouch')}</h2>
              {CONTACT.phone ? (
                <p className="flex gap-3">
                  <Phone className="text-primary mt-1 size-5 shrink-0" aria-hidden="true" />
                  <span>
                    <PhoneLink
                      phone={CONTACT.phone}
                      className="font-semibold [&[href]]:underline [&[href]]:underline-offset-4"
                    />
                    <span className="text-muted-foreground block text-sm">{t('shell.footer.hours')}</span>
                  </span>
                </p>
              ) : null}
              {CONTACT.email ? (
                <p className="flex gap-3">
                  <Mail className="text-primary mt-1 size-5 shrink-0" aria-hidden="true" />
                  <EmailLink
                    email={CONTACT.email}
                    className="font-semibold [&[href]]:underline [&[href]]:underline-offset-4"
                  />
                </p>
              ) : null}
              <p className="flex gap-3">
                <MapPin className="text-primary mt-1 size-5 shrink-0" aria-hidden="true" />
                <span>{CONTACT.address}</span>
              </p>
              <p className="flex gap-3">
                <Clock className="text-primary mt-1 size-5 shrink-0" aria-hidden="true" />
                <span>{t('submit.contact.responseTime')}</span>
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <h2 className="text-2xl font-bold">{t('submit.contact.quickLinks')}</h2>
              <ul className="mt-3 grid gap-2">
                {SUBMIT_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={t.path(link.to)}
                      className="hover:bg-muted -mx-2 flex min-h-11 flex-col justify-center rounded-lg px-2 py-1"
                    >
                      <span className="text-secondary font-semibold underline underline-offset-4">
                        {t(`submit.contact.link.${link.key}.title` as MessageKey)}
                      </span>
                      <span className="text-muted-foreground text-sm">
                        {t(`submit.contact.link.${link.key}.text` as MessageKey)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>

        <section aria-labelledby="faq-title" className="lg:col-span-2">
          <h2 id="faq-title" className="text-3xl font-bold">
            {t('submit.contact.faqTitle')}
          </h2>
          <div className="mt-4 grid gap-3">
            {CONTACT_FAQ.map((entry) => (
              <details
                key={entry.key}
                className="border-border bg-card group rounded-(--radius-card) border shadow-sm"
              >
                <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-5 py-3 font-semibold">
                  {t(`submit.contact.faq.${entry.key}.question` as MessageKey)}
                  <span aria-hidden="true" className="text-primary text-xl transition group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="text-muted-foreground px-5 pb-4">
                  {t(`submit.contact.faq.${entry.key}.answer` as MessageKey)}
                </p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </>
  )
}
