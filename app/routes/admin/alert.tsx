import { data, Form, Link } from 'react-router'
import { FormErrorSummary } from '~/components/form-error-summary'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import {
  ALERT_KINDS,
  ALERT_KIND_LABELS,
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  GUIDE_ZONES,
  TARGET_PATHS,
  formatRegionTime,
} from '~/lib/conditions/alerts'
import type { ALERT_FIELDS } from '~/lib/conditions/alert-form.server'
import { AlertSchema, alertInputOf, missingTargets } from '~/lib/conditions/alert-form.server'
import { createAlert, endAlert, getAlertForAdmin, updateAlert } from '~/lib/conditions/alerts.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { instantToRegionLocal } from '~/lib/schedule-time'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { fieldErrorsOf, readFormFields } from '~/lib/validation'
import type { Route } from './+types/alert'

export const meta = ({ params }: Route.MetaArgs) => [
  ...pageMeta(params.id ? 'Edit alert' : 'New alert', 'An alert visitors see on the guide’s pages.'),
  { name: 'robots', content: 'noindex' },
]

type FieldName = (typeof ALERT_FIELDS)[number]
const LABELS: Record<FieldName, string> = {
  title: 'Title',
  text: 'Text',
  severity: 'Severity',
  kind: 'Kind',
  zone: 'Zone',
  geometry: 'Area (GeoJSON geometry)',
  valid_from: 'Starts',
  valid_to: 'Ends',
  link: 'Link',
  targets: 'Listings and events',
}

/** An editor's alert: new (/admin/alerts/new) or an existing one to edit or end (/admin/alerts/:id). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  if (!params.id) return { alert: null }
  const alert = await getAlertForAdmin(getDb(), params.id, new Date())
  notFoundUnless(alert)
  return { alert }
}

type ActionData = {
  error: string
  errors?: Partial<Record<FieldName, string[]>>
  values?: Partial<Record<FieldName, string>>
}
const fail = (status: number, body: ActionData) => data(body, { status })

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const db = getDb()
  const now = new Date()
  const existing = params.id ? await getAlertForAdmin(db, params.id, now) : undefined
  if (params.id && !existing) return fail(404, { error: 'That alert no longer exists.' })

  if (read.form.get('intent') === 'end') {
    if (!existing) return fail(400, { error: 'Unknown action.' })
    const ended = await endAlert(db, existing.id, now)
    return redirectWithToast('/admin/alerts', {
      type: 'success',
      title: ended ? 'Alert ended.' : 'The alert had ended already.',
      description: `“${existing.title}” is no longer shown to visitors.`,
    })
  }

  const { input, values } = readFormFields(read.form, { schema: AlertSchema })
  const parsed = AlertSchema.safeParse(input)
  const shown = values as Partial<Record<FieldName, string>>
  if (!parsed.success)
    return fail(400, {
      error: 'Please fix the errors in the form.',
      errors: fieldErrorsOf(parsed.error),
      values: shown,
    })
  const missing = await missingTargets(db, parsed.data.targets)
  if (missing.length > 0)
    return fail(400, {
      error: 'Please fix the errors in the form.',
      errors: { targets: [`No listing or event is at ${missing.join(', ')}.`] },
      values: shown,
    })
  const alert = alertInputOf(parsed.data, now)
  if (existing) {
    await updateAlert(db, existing.id, alert, now)
    return redirectWithToast('/admin/alerts', {
      type: 'success',
      title: 'Alert saved.',
      description: `“${alert.title}” is saved and confirmed as of now.`,
    })
  }
  await createAlert(db, alert, { source: 'editor', createdBy: user.id, now })
  return redirectWithToast('/admin/alerts', {
    type: 'success',
    title: 'Alert published.',
    description: `“${alert.title}” shows on the guide’s pages from ${formatRegionTime(alert.validFrom)}.`,
  })
}

export default function AdminAlertRoute({ loaderData: { alert }, actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  const failed = actionData as ActionData | undefined
  const values = failed?.values
  const errors = failed?.errors
  const editable = !alert || alert.source === 'editor' || alert.source === 'partner'
  const value = (name: FieldName, fallback: string) => values?.[name] ?? fallback
  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/admin/alerts" className="text-secondary font-semibold underline underline-offset-4">
          All alerts
        </Link>
      </p>
      <h1 className="font-display mt-2 text-4xl font-bold">{alert ? 'Edit alert' : 'New alert'}</h1>
      {alert ? (
        <p className="text-muted-foreground mt-2">
          {alert.state === 'active' ? 'Active' : alert.state === 'upcoming' ? 'Not started yet' : 'Ended'}
          {alert.endedAt ? ` (ended ${formatRegionTime(alert.endedAt)})` : ''} · last confirmed{' '}
          {formatRegionTime(alert.fetchedAt)}
          {alert.source === 'partner' ? ' · posted by the business' : ''}
        </p>
      ) : (
        <p className="text-muted-foreground mt-2 text-lg">
          Visitors see it on /conditions, on home when it is the most severe, and at the top of every listing
          or event it points at.
        </p>
      )}
      {failed ? (
        <div className="mt-6">
          <FormErrorSummary
            title="The alert was not saved"
            description={failed.error}
            errors={errors}
            labels={LABELS}
          />
        </div>
      ) : null}
      {editable ? (
        <Card className="mt-6">
          <CardContent className="p-6">
            <Form method="post" className="grid gap-5" noValidate>
              <TextField
                name="title"
                label={LABELS.title}
                required
                maxLength={200}
                defaultValue={value('title', alert?.title ?? '')}
                errors={errors?.title}
              />
              <TextareaField
                name="text"
                label={LABELS.text}
                rows={5}
                maxLength={4000}
                defaultValue={value('text', alert?.text ?? '')}
                errors={errors?.text}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  name="kind"
                  label={LABELS.kind}
                  required
                  options={ALERT_KINDS.map((k) => ({ value: k, label: ALERT_KIND_LABELS[k] }))}
                  defaultValue={value('kind', alert?.kind ?? 'road')}
                  errors={errors?.kind}
                />
                <SelectField
                  name="severity"
                  label={LABELS.severity}
                  required
                  options={ALERT_SEVERITIES.map((s) => ({ value: s, label: ALERT_SEVERITY_LABELS[s] }))}
                  defaultValue={value('severity', alert?.severity ?? 'moderate')}
                  errors={errors?.severity}
                />
                <TextField
                  name="valid_from"
                  label={LABELS.valid_from}
                  type="datetime-local"
                  description="Mountain Time. Empty: now."
                  defaultValue={value('valid_from', instantToRegionLocal(alert?.validFrom))}
                  errors={errors?.valid_from}
                />
                <TextField
                  name="valid_to"
                  label={LABELS.valid_to}
                  type="datetime-local"
                  description="Mountain Time. Empty: until you end it."
                  defaultValue={value('valid_to', instantToRegionLocal(alert?.validTo))}
                  errors={errors?.valid_to}
                />
              </div>
              <SelectField
                name="zone"
                label={LABELS.zone}
                placeholder="No zone"
                options={[
                  ...GUIDE_ZONES,
                  ...(alert?.zone && !GUIDE_ZONES.some((z) => z.value === alert.zone)
                    ? [{ value: alert.zone, label: alert.zone }]
                    : []),
                ]}
                defaultValue={value('zone', alert?.zone ?? '')}
                errors={errors?.zone}
              />
              <TextareaField
                name="targets"
                label={LABELS.targets}
                rows={3}
                description={`One page a line, like ${TARGET_PATHS.activities}/elk-refuge-sleigh-rides or ${TARGET_PATHS.events}/… : the alert shows at the top of each.`}
                defaultValue={value(
                  'targets',
                  (alert?.targets ?? []).map((t) => `${TARGET_PATHS[t.type]}/${t.id}`).join('\n'),
                )}
                errors={errors?.targets}
              />
              <TextField
                name="link"
                label={LABELS.link}
                type="url"
                maxLength={500}
                description="Where visitors read more (optional)."
                defaultValue={value('link', alert?.link ?? '')}
                errors={errors?.link}
              />
              <TextareaField
                name="geometry"
                label={LABELS.geometry}
                rows={3}
                description='Optional: a GeoJSON geometry, like {"type":"Point","coordinates":[-110.76,43.48]}.'
                defaultValue={value('geometry', alert?.geometry ?? '')}
                errors={errors?.geometry}
              />
              <div>
                <Button type="submit" disabled={pending}>
                  {alert ? 'Save alert' : 'Publish alert'}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : (
        <p className="mt-6">
          This alert comes from an official source and is updated from it: it cannot be edited here, only
          ended.
        </p>
      )}
      {alert && alert.state !== 'ended' ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="end" />
          <Button type="submit" variant="outline" disabled={pending}>
            End this alert now
          </Button>
        </Form>
      ) : null}
      {alert?.targets.length ? (
        <section aria-labelledby="targets-title" className="mt-8">
          <h2 id="targets-title" className="text-2xl font-bold">
            Shown on
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {alert.targets.map((t) => (
              <li key={`${t.type}:${t.id}`}>
                <Link
                  to={`${TARGET_PATHS[t.type]}/${encodeURIComponent(t.id)}`}
                  className="text-secondary underline underline-offset-4"
                >
                  {t.title ?? `${TARGET_PATHS[t.type]}/${t.id} (no longer listed)`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
