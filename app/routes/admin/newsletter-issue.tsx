import { data, Form, Link } from 'react-router'
import { TextareaField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { BODY_MAX, issueErrors, SUBJECT_MAX } from '~/lib/mail/newsletter-issue'
import {
  countReaders,
  deleteDraft,
  getIssue,
  previewIssue,
  queueIssue,
  sendTestIssue,
  updateDraft,
} from '~/lib/mail/newsletter-issues.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/newsletter-issue'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Newsletter issue',
    loaderData?.metaDescription ?? 'Write, preview, test and send a newsletter issue.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** The checks' messages (app/lib/mail/newsletter-issue.ts writes them in English). */
const ISSUE_ERRORS = [
  'adminNewsletter.issue.error.subject',
  'adminNewsletter.issue.error.subjectLong',
  'adminNewsletter.issue.error.body',
  'adminNewsletter.issue.error.bodyLong',
] as const satisfies readonly MessageKey[]

const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname)

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, ['admin'])
  const locale = localeOf(request)
  const say = serverT(locale)
  const db = getDb()
  const issue = await getIssue(db, params.id)
  if (!issue) throw data(say('adminNewsletter.issue.notFound'), { status: 404 })
  return {
    messages: messagesFor(locale, ['adminNewsletter']),
    metaTitle: say('adminNewsletter.issue.meta.title'),
    metaDescription: say('adminNewsletter.issue.meta.description'),
    issue,
    preview: previewIssue(issue),
    readers: await countReaders(db),
    me: user.email,
  }
}

type ActionData = {
  error: string
  errors?: { subject?: string[]; body?: string[] }
  values?: { subject: string; body: string }
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request, ['admin'])
  const locale = localeOf(request)
  const say = serverT(locale)
  const readersLabel = (count: number) => say('adminNewsletter.issue.readers', { count })
  const read = await readForm(request)
  if (!read.ok) return data<ActionData>({ error: read.message }, { status: read.status })
  const form = read.form
  const db = getDb()
  const here = localizedPath(`/admin/newsletter/issues/${encodeURIComponent(params.id)}`, locale)
  const issue = await getIssue(db, params.id)
  if (!issue) return data<ActionData>({ error: say('adminNewsletter.issue.gone') }, { status: 404 })
  const intent = form.get('intent')
  const alreadyQueued = () =>
    data<ActionData>(
      {
        error: say('adminNewsletter.issue.alreadyQueued', {
          when: regionDateTime(issue.queued_at, locale),
          readers: readersLabel(issue.recipients ?? 0),
        }),
      },
      { status: 409 },
    )

  if (intent === 'save') {
    const values = {
      subject: String(form.get('subject') ?? '').trim(),
      body: String(form.get('body') ?? '').trim(),
    }
    const english = issueErrors(values)
    if (english) {
      const word = knownWords(locale, ISSUE_ERRORS)
      const errors = {
        subject: english.subject?.map(word),
        body: english.body?.map(word),
      }
      return data<ActionData>({ error: say('adminNewsletter.issue.fix'), errors, values }, { status: 400 })
    }
    if (!(await updateDraft(db, issue.id, values))) return alreadyQueued()
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminNewsletter.issue.toast.saved'),
      description: say('adminNewsletter.issue.toast.savedDescription'),
    })
  }
  if (intent === 'test') {
    await sendTestIssue(db, issue, user.email)
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminNewsletter.issue.toast.test'),
      description: say('adminNewsletter.issue.toast.testDescription', { email: user.email }),
    })
  }
  if (intent === 'delete') {
    if (!(await deleteDraft(db, issue.id))) return alreadyQueued()
    return redirectWithToast(localizedPath('/admin/newsletter', locale), {
      type: 'success',
      title: say('adminNewsletter.issue.toast.deleted'),
    })
  }
  if (intent === 'send') {
    const result = await queueIssue(db, issue.id, user.id)
    if (!result.ok) {
      if (result.reason === 'missing')
        return data<ActionData>({ error: say('adminNewsletter.issue.gone') }, { status: 404 })
      return data<ActionData>(
        {
          error: say('adminNewsletter.issue.alreadyQueued', {
            when: regionDateTime(result.queuedAt, locale),
            readers: readersLabel(result.recipients),
          }),
        },
        { status: 409 },
      )
    }
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminNewsletter.issue.toast.queued'),
      description: say('adminNewsletter.issue.toast.queuedDescription', { count: result.recipients }),
    })
  }
  return data<ActionData>({ error: say('adminNewsletter.issue.unknown') }, { status: 400 })
}

export default function NewsletterIssueRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, preview, readers, me } = loaderData
  const t = useT()
  const readersLabel = (count: number) => t('adminNewsletter.issue.readers', { count })
  const pending = useIsPending()
  const answer = actionData as ActionData | undefined
  const formErrors = answer?.errors
  const draft = issue.status === 'draft'
  return (
    <div>
      <p>
        <Link
          to={t.path('/admin/newsletter')}
          className="text-secondary font-semibold underline underline-offset-4"
        >
          {t('adminNewsletter.title')}
        </Link>
      </p>
      <h1 className="font-display mt-2 text-4xl font-bold [overflow-wrap:anywhere]">
        {t(draft ? 'adminNewsletter.issue.titleDraft' : 'adminNewsletter.issue.title')}
      </h1>
      {draft ? (
        <p className="text-muted-foreground mt-2 text-lg">{t('adminNewsletter.issue.intro')}</p>
      ) : (
        <p className="mt-4 rounded-lg border-2 p-4 font-semibold" role="status">
          {t('adminNewsletter.issue.queuedStatus', {
            when: regionDateTime(issue.queued_at, t.locale),
            readers: readersLabel(issue.recipients ?? 0),
          })}
        </p>
      )}

      {answer?.error && !formErrors ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
      ) : null}

      {draft ? (
        <>
          <h2 className="font-display mt-8 text-2xl font-bold">{t('adminNewsletter.issue.text')}</h2>
          <Card className="mt-4">
            <CardContent className="grid gap-4">
              <p>{t('adminNewsletter.issue.textHint')}</p>
              {formErrors ? (
                <p role="alert" className="text-destructive font-semibold">
                  {answer?.error}
                </p>
              ) : null}
              <Form method="post" className="grid gap-5">
                <input type="hidden" name="intent" value="save" />
                <TextField
                  name="subject"
                  label={t('adminNewsletter.issue.subject')}
                  required
                  maxLength={SUBJECT_MAX}
                  defaultValue={answer?.values?.subject ?? issue.subject}
                  errors={formErrors?.subject}
                />
                <TextareaField
                  name="body"
                  label={t('adminNewsletter.issue.text')}
                  required
                  rows={16}
                  maxLength={BODY_MAX}
                  defaultValue={answer?.values?.body ?? issue.body}
                  errors={formErrors?.body}
                />
                <div>
                  <Button type="submit" variant="outline" disabled={pending}>
                    {t('adminNewsletter.issue.save')}
                  </Button>
                </div>
              </Form>
            </CardContent>
          </Card>
        </>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">{t('adminNewsletter.issue.preview')}</h2>
      <p className="text-muted-foreground mt-2">
        {t(draft ? 'adminNewsletter.issue.previewNoteDraft' : 'adminNewsletter.issue.previewNote')}
      </p>
      <Card className="mt-4">
        <CardContent className="grid gap-4">
          <p className="font-semibold [overflow-wrap:anywhere]">
            {t('adminNewsletter.issue.previewSubject', { subject: preview.subject })}
          </p>
          <iframe
            title={t('adminNewsletter.issue.previewFrame')}
            srcDoc={preview.html}
            sandbox=""
            className="h-[28rem] w-full rounded-lg border bg-white"
          />
          <details>
            <summary className="cursor-pointer font-semibold">{t('adminNewsletter.issue.plainText')}</summary>
            <pre className="bg-muted mt-2 overflow-x-auto rounded-lg p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
              {preview.text}
            </pre>
          </details>
        </CardContent>
      </Card>

      {draft ? (
        <>
          <h2 className="font-display mt-8 text-2xl font-bold">{t('adminNewsletter.issue.send')}</h2>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <Card>
              <CardContent className="grid gap-3">
                <h3 className="text-lg font-semibold">{t('adminNewsletter.issue.testHeading')}</h3>
                <p className="[overflow-wrap:anywhere]">
                  {t('adminNewsletter.issue.testNote', { email: me })}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="test" />
                  <Button type="submit" variant="outline" disabled={pending}>
                    {t('adminNewsletter.issue.testButton')}
                  </Button>
                </Form>
              </CardContent>
            </Card>
            <Card>
              <CardContent className="grid gap-3">
                <h3 className="text-lg font-semibold">
                  {t('adminNewsletter.issue.sendHeading', { readers: readersLabel(readers) })}
                </h3>
                {readers === 0 ? (
                  <p>{t('adminNewsletter.issue.noReaders')}</p>
                ) : (
                  <p>{t('adminNewsletter.issue.sendNote')}</p>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <Button type="submit" disabled={pending || readers === 0}>
                    {t('adminNewsletter.issue.sendButton', { readers: readersLabel(readers) })}
                  </Button>
                </Form>
              </CardContent>
            </Card>
          </div>
          <Form method="post" className="mt-8">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="outline" disabled={pending}>
              {t('adminNewsletter.issue.delete')}
            </Button>
          </Form>
        </>
      ) : null}
    </div>
  )
}
