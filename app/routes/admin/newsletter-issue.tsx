import { data, Form, Link } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
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
import type { Route } from './+types/newsletter-issue'

export const meta = () => [
  ...pageMeta('Newsletter issue', 'Write, preview, test and send a newsletter issue.'),
  { name: 'robots', content: 'noindex' },
]

const readersLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'reader' : 'readers'}`

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, ['admin'])
  const db = getDb()
  const issue = await getIssue(db, params.id)
  if (!issue)
    throw data('This newsletter issue does not exist (a draft may have been deleted).', { status: 404 })
  return {
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
  const read = await readForm(request)
  if (!read.ok) return data<ActionData>({ error: read.message }, { status: read.status })
  const form = read.form
  const db = getDb()
  const here = `/admin/newsletter/issues/${encodeURIComponent(params.id)}`
  const issue = await getIssue(db, params.id)
  if (!issue) return data<ActionData>({ error: 'This newsletter issue no longer exists.' }, { status: 404 })
  const intent = form.get('intent')
  const alreadyQueued = () =>
    data<ActionData>(
      {
        error: `This issue was already queued on ${formatDateTime(issue.queued_at)} to ${readersLabel(issue.recipients ?? 0)}. It is not sent again.`,
      },
      { status: 409 },
    )

  if (intent === 'save') {
    const values = {
      subject: String(form.get('subject') ?? '').trim(),
      body: String(form.get('body') ?? '').trim(),
    }
    const errors = issueErrors(values)
    if (errors)
      return data<ActionData>(
        { error: 'Please fix the errors in the form.', errors, values },
        { status: 400 },
      )
    if (!(await updateDraft(db, issue.id, values))) return alreadyQueued()
    return redirectWithToast(here, {
      type: 'success',
      title: 'Draft saved.',
      description: 'The preview below shows it as readers will get it.',
    })
  }
  if (intent === 'test') {
    await sendTestIssue(db, issue, user.email)
    return redirectWithToast(here, {
      type: 'success',
      title: 'Test queued.',
      description: `A copy goes to ${user.email} at the mail worker’s next turn.`,
    })
  }
  if (intent === 'delete') {
    if (!(await deleteDraft(db, issue.id))) return alreadyQueued()
    return redirectWithToast('/admin/newsletter', { type: 'success', title: 'Draft deleted.' })
  }
  if (intent === 'send') {
    const result = await queueIssue(db, issue.id, user.id)
    if (!result.ok) {
      if (result.reason === 'missing')
        return data<ActionData>({ error: 'This newsletter issue no longer exists.' }, { status: 404 })
      return data<ActionData>(
        {
          error: `This issue was already queued on ${formatDateTime(result.queuedAt)} to ${readersLabel(result.recipients)}. It is not sent again.`,
        },
        { status: 409 },
      )
    }
    return redirectWithToast(here, {
      type: 'success',
      title: 'Newsletter queued.',
      description: `${readersLabel(result.recipients)} ${result.recipients === 1 ? 'gets' : 'get'} it.`,
    })
  }
  return data<ActionData>({ error: 'Unknown action.' }, { status: 400 })
}

export default function NewsletterIssueRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, preview, readers, me } = loaderData
  const pending = useIsPending()
  const answer = actionData as ActionData | undefined
  const formErrors = answer?.errors
  const draft = issue.status === 'draft'
  return (
    <div>
      <p>
        <Link to="/admin/newsletter" className="text-secondary font-semibold underline underline-offset-4">
          Newsletter
        </Link>
      </p>
      <h1 className="font-display mt-2 text-4xl font-bold [overflow-wrap:anywhere]">
        {draft ? 'Newsletter draft' : 'Newsletter issue'}
      </h1>
      {draft ? (
        <p className="text-muted-foreground mt-2 text-lg">
          Edit the text, look at the preview, send yourself a test, then send it to the readers.
        </p>
      ) : (
        <p className="mt-4 rounded-lg border-2 p-4 font-semibold" role="status">
          Queued on {formatDateTime(issue.queued_at)} to {readersLabel(issue.recipients ?? 0)}. It cannot be
          sent again.
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
          <h2 className="font-display mt-8 text-2xl font-bold">Text</h2>
          <Card className="mt-4">
            <CardContent className="grid gap-4">
              <p>
                Plain text: separate paragraphs with an empty line; web addresses become links. The events and
                new listings were filled in for you: change or remove anything.
              </p>
              {formErrors ? (
                <p role="alert" className="text-destructive font-semibold">
                  {answer?.error}
                </p>
              ) : null}
              <Form method="post" className="grid gap-5">
                <input type="hidden" name="intent" value="save" />
                <TextField
                  name="subject"
                  label="Subject"
                  required
                  maxLength={SUBJECT_MAX}
                  defaultValue={answer?.values?.subject ?? issue.subject}
                  errors={formErrors?.subject}
                />
                <TextareaField
                  name="body"
                  label="Text"
                  required
                  rows={16}
                  maxLength={BODY_MAX}
                  defaultValue={answer?.values?.body ?? issue.body}
                  errors={formErrors?.body}
                />
                <div>
                  <Button type="submit" variant="outline" disabled={pending}>
                    Save and preview
                  </Button>
                </div>
              </Form>
            </CardContent>
          </Card>
        </>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">Preview</h2>
      <p className="text-muted-foreground mt-2">
        The mail as readers get it{draft ? ' (as last saved)' : ''}. Each reader’s copy carries their own
        unsubscribe link.
      </p>
      <Card className="mt-4">
        <CardContent className="grid gap-4">
          <p className="font-semibold [overflow-wrap:anywhere]">Subject: {preview.subject}</p>
          <iframe
            title="The newsletter as an HTML mail"
            srcDoc={preview.html}
            sandbox=""
            className="h-[28rem] w-full rounded-lg border bg-white"
          />
          <details>
            <summary className="cursor-pointer font-semibold">The plain text version</summary>
            <pre className="bg-muted mt-2 overflow-x-auto rounded-lg p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
              {preview.text}
            </pre>
          </details>
        </CardContent>
      </Card>

      {draft ? (
        <>
          <h2 className="font-display mt-8 text-2xl font-bold">Send</h2>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <Card>
              <CardContent className="grid gap-3">
                <h3 className="text-lg font-semibold">A test to yourself</h3>
                <p className="[overflow-wrap:anywhere]">The saved text goes to {me} only, marked [Test].</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="test" />
                  <Button type="submit" variant="outline" disabled={pending}>
                    Send a test to me
                  </Button>
                </Form>
              </CardContent>
            </Card>
            <Card>
              <CardContent className="grid gap-3">
                <h3 className="text-lg font-semibold">Send to {readersLabel(readers)}?</h3>
                {readers === 0 ? (
                  <p>No one has confirmed a subscription yet, so there is no one to send it to.</p>
                ) : (
                  <p>
                    The saved text goes to every confirmed reader, once. It cannot be changed or sent again
                    afterwards.
                  </p>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <Button type="submit" disabled={pending || readers === 0}>
                    Yes, send to {readersLabel(readers)}
                  </Button>
                </Form>
              </CardContent>
            </Card>
          </div>
          <Form method="post" className="mt-8">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="outline" disabled={pending}>
              Delete this draft
            </Button>
          </Form>
        </>
      ) : null}
    </div>
  )
}
