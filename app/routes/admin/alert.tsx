import { data, Form, Link } from 'react-router'
import { FormErrorSummary } from '~/components/form-error-summary'
import { SelectField, TextareaField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { ALERT_KINDS, ALERT_SEVERITIES, GUIDE_ZONES, TARGET_PATHS } from '~/lib/conditions/alerts'
import type { ALERT_FIELDS } from '~/lib/conditions/alert-form.server'
import { AlertSchema, alertInputOf, missingTargets } from '~/lib/conditions/alert-form.server'
import { createAlert, endAlert, getAlertForAdmin, updateAlert } from '~/lib/conditions/alerts.server'
import { conditionsWords } from '~/lib/conditions/words.server'
import { getDb } from '~/lib/db.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { instantToRegionLocal } from '~/lib/schedule-time'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { fieldErrorsOf, readFormFields } from '~/lib/validation'
import { alertWords, zoneText } from './guide-words.server'
import type { Route } from './+types/alert'

export const meta = ({ params, loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? (params.id ? 'Edit alert' : 'New alert'),
    loaderData?.metaDescription ?? 'An alert visitors see on the guide’s pages.',
  ),
  { name: 'robots', content: 'noindex' },
]

type FieldName = (typeof ALERT_FIELDS)[number]
const FIELD_NAMES: FieldName[] = [
  'title',
  'text',
  'severity',
  'kind',
  'zone',
  'geometry',
  'valid_from',
  'valid_to',
  'link',
  'targets',
]

/** An editor's alert: new (/admin/alerts/new) or an existing one to edit or end (/admin/alerts/:id). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const page = {
    messages: messagesFor(locale, ['adminGuide']),
    metaTitle: say(params.id ? 'adminGuide.alert.editTitle' : 'adminGuide.alert.newTitle'),
    metaDescription: say('adminGuide.alert.description'),
    // The choices' words in the page's language (the conditions' own, as visitors read them).
    kinds: ALERT_KINDS.map((k) => ({ value: k, label: conditionsWords(locale).kind(k) })),
    severities: ALERT_SEVERITIES.map((s) => ({ value: s, label: conditionsWords(locale).severity(s) })),
    zones: GUIDE_ZONES.map((z) => ({ value: z.value as string, label: zoneText(locale, z.value)! })),
  }
  if (!params.id) return { ...page, alert: null, times: null }
  const alert = await getAlertForAdmin(getDb(), params.id, new Date())
  notFoundUnless(alert)
  const time = conditionsWords(locale).regionTime
  return {
    ...page,
    alert,
    times: { ended: alert.endedAt ? time(alert.endedAt) : null, confirmed: time(alert.fetchedAt) },
  }
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
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const words = alertWords(locale)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: words(read.message) })
  const db = getDb()
  const now = new Date()
  const existing = params.id ? await getAlertForAdmin(db, params.id, now) : undefined
  if (params.id && !existing) return fail(404, { error: say('adminGuide.alert.error.gone') })
  const list = localizedPath('/admin/alerts', locale)

  if (read.form.get('intent') === 'end') {
    if (!existing) return fail(400, { error: say('adminGuide.alert.error.unknown') })
    const ended = await endAlert(db, existing.id, now)
    return redirectWithToast(list, {
      type: 'success',
      title: say(ended ? 'adminGuide.alert.toast.ended' : 'adminGuide.alert.toast.endedAlready'),
      description: say('adminGuide.alert.toast.endedText', { title: existing.title }),
    })
  }

  const { input, values } = readFormFields(read.form, { schema: AlertSchema })
  const parsed = AlertSchema.safeParse(input)
  const shown = values as Partial<Record<FieldName, string>>
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error) as Partial<Record<FieldName, string[]>>
    return fail(400, {
      error: say('adminGuide.alert.error.fix'),
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [field, (messages ?? []).map(words)]),
      ),
      values: shown,
    })
  }
  const missing = await missingTargets(db, parsed.data.targets)
  if (missing.length > 0)
    return fail(400, {
      error: say('adminGuide.alert.error.fix'),
      errors: { targets: [say('adminGuide.alert.error.noTarget', { paths: missing.join(', ') })] },
      values: shown,
    })
  const alert = alertInputOf(parsed.data, now)
  if (existing) {
    await updateAlert(db, existing.id, alert, now)
    return redirectWithToast(list, {
      type: 'success',
      title: say('adminGuide.alert.toast.saved'),
      description: say('adminGuide.alert.toast.savedText', { title: alert.title }),
    })
  }
  await createAlert(db, alert, { source: 'editor', createdBy: user.id, now })
  return redirectWithToast(list, {
    type: 'success',
    title: say('adminGuide.alert.toast.published'),
    description: say('adminGuide.alert.toast.publishedText', {
      title: alert.title,
      time: conditionsWords(locale).regionTime(alert.validFrom),
    }),
  })
}

export default function AdminAlertRoute({
  loaderData: { alert, times, kinds, severities, zones },
  actionData,
}: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const LABELS = Object.fromEntries(
    FIELD_NAMES.map((name) => [name, t(`adminGuide.alert.field.${name}`)]),
  ) as Record<FieldName, string>
  const failed = actionData as ActionData | undefined
  const values = failed?.values
  const errors = failed?.errors
  const editable = !alert || alert.source === 'editor' || alert.source === 'partner'
  const value = (name: FieldName, fallback: string) => values?.[name] ?? fallback
  return (
    <div className="max-w-3xl">
      <p>
        <Link
          to={t.path('/admin/alerts')}
          className="text-secondary font-semibold underline underline-offset-4"
        >
          {t('adminGuide.alert.all')}
        </Link>
      </p>
      <h1 className="font-display mt-2 text-4xl font-bold">
        {t(alert ? 'adminGuide.alert.editTitle' : 'adminGuide.alert.newTitle')}
      </h1>
      {alert && times ? (
        <p className="text-muted-foreground mt-2">
          {[
            times.ended
              ? t('adminGuide.alert.endedAt', {
                  state: t(`adminGuide.alert.state.${alert.state}`),
                  time: times.ended,
                })
              : t(`adminGuide.alert.state.${alert.state}`),
            t('adminGuide.alert.confirmed', { time: times.confirmed }),
            alert.source === 'partner' ? t('adminGuide.alert.byBusiness') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : (
        <p className="text-muted-foreground mt-2 text-lg">{t('adminGuide.alert.intro')}</p>
      )}
      {failed ? (
        <div className="mt-6">
          <FormErrorSummary
            title={t('adminGuide.alert.notSaved')}
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
                  options={kinds}
                  defaultValue={value('kind', alert?.kind ?? 'road')}
                  errors={errors?.kind}
                />
                <SelectField
                  name="severity"
                  label={LABELS.severity}
                  required
                  options={severities}
                  defaultValue={value('severity', alert?.severity ?? 'moderate')}
                  errors={errors?.severity}
                />
                <TextField
                  name="valid_from"
                  label={LABELS.valid_from}
                  type="datetime-local"
                  description={t('adminGuide.alert.fromHint')}
                  defaultValue={value('valid_from', instantToRegionLocal(alert?.validFrom))}
                  errors={errors?.valid_from}
                />
                <TextField
                  name="valid_to"
                  label={LABELS.valid_to}
                  type="datetime-local"
                  description={t('adminGuide.alert.toHint')}
                  defaultValue={value('valid_to', instantToRegionLocal(alert?.validTo))}
                  errors={errors?.valid_to}
                />
              </div>
              <SelectField
                name="zone"
                label={LABELS.zone}
                placeholder={t('adminGuide.alert.noZone')}
                options={[
                  ...zones,
                  ...(alert?.zone && !zones.some((z) => z.value === alert.zone)
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
                description={t('adminGuide.alert.targetsHint', {
                  example: `${TARGET_PATHS.activities}/elk-refuge-sleigh-rides`,
                  events: TARGET_PATHS.events,
                })}
                defaultValue={value(
                  'targets',
                  (alert?.targets ?? [])
                    .map((target) => `${TARGET_PATHS[target.type]}/${target.id}`)
                    .join('\n'),
                )}
                errors={errors?.targets}
              />
              <TextField
                name="link"
                label={LABELS.link}
                type="url"
                maxLength={500}
                description={t('adminGuide.alert.linkHint')}
                defaultValue={value('link', alert?.link ?? '')}
                errors={errors?.link}
              />
              <TextareaField
                name="geometry"
                label={LABELS.geometry}
                rows={3}
                description={t('adminGuide.alert.geometryHint', {
                  example: '{"type":"Point","coordinates":[-110.76,43.48]}',
                })}
                defaultValue={value('geometry', alert?.geometry ?? '')}
                errors={errors?.geometry}
              />
              <div>
                <Button type="submit" disabled={pending}>
                  {t(alert ? 'adminGuide.alert.save' : 'adminGuide.alert.publish')}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : (
        <p className="mt-6">{t('adminGuide.alert.official')}</p>
      )}
      {alert && alert.state !== 'ended' ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="end" />
          <Button type="submit" variant="outline" disabled={pending}>
            {t('adminGuide.alert.end')}
          </Button>
        </Form>
      ) : null}
      {alert?.targets.length ? (
        <section aria-labelledby="targets-title" className="mt-8">
          <h2 id="targets-title" className="text-2xl font-bold">
            {t('adminGuide.alert.shownOn')}
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {alert.targets.map((target) => (
              <li key={`${target.type}:${target.id}`}>
                <Link
                  to={t.path(`${TARGET_PATHS[target.type]}/${encodeURIComponent(target.id)}`)}
                  className="text-secondary underline underline-offset-4"
                >
                  {target.title ??
                    t('adminGuide.alert.unlisted', { path: `${TARGET_PATHS[target.type]}/${target.id}` })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
