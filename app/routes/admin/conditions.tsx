import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { sourceById } from '~/lib/conditions/sources/index.server'
import { fetchSourceNow, sourceStates } from '~/lib/conditions/sources.server'
import { conditionsWords } from '~/lib/conditions/words.server'
import { getDb } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { offWords } from './guide-words.server'
import type { Route } from './+types/conditions'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Conditions sources',
    loaderData?.metaDescription ?? 'The official sources of alerts, snow depth and the forecast.',
  ),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

/** Each official source's state, last success and last error (issue 48 item 6). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOf(request)
  const say = serverT(locale)
  const off = offWords(locale)
  const time = conditionsWords(locale).regionTime
  const sources = await sourceStates(getDb(), new Date())
  return {
    messages: messagesFor(locale, ['adminGuide']),
    metaTitle: say('adminGuide.conditions.title'),
    metaDescription: say('adminGuide.conditions.description'),
    sources: sources.map((source) => ({
      ...source,
      label: say(`adminGuide.conditions.source.${source.id}`),
      off: source.off === null ? null : off(source.off),
      lastSuccessText: source.lastSuccessAt ? time(source.lastSuccessAt) : null,
      lastErrorText: source.lastErrorAt ? time(source.lastErrorAt) : null,
    })),
    scheduled: env().CONDITIONS_TICK_MS > 0,
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request)
  const locale = localeOf(request)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: offWords(locale)(read.message) }, { status: read.status })
  const source = sourceById(String(read.form.get('source') ?? ''))
  if (!source) return data({ error: say('adminGuide.conditions.error.noSource') }, { status: 404 })
  const result = await fetchSourceNow(getDb(), source)
  const label = say(`adminGuide.conditions.source.${source.id}`)
  const toast =
    result.outcome === 'ok' || result.outcome === 'not-modified'
      ? {
          type: 'success' as const,
          title: say('adminGuide.conditions.toast.fetched', { source: label }),
          description: say(
            result.outcome === 'ok'
              ? 'adminGuide.conditions.toast.ok'
              : 'adminGuide.conditions.toast.notModified',
          ),
        }
      : result.outcome === 'busy'
        ? {
            type: 'error' as const,
            title: say('adminGuide.conditions.toast.busy'),
            description: say('adminGuide.conditions.toast.busyText'),
          }
        : result.outcome === 'off'
          ? {
              type: 'error' as const,
              title: say('adminGuide.conditions.toast.off', { source: label }),
              description: offWords(locale)(result.reason),
            }
          : {
              type: 'error' as const,
              title: say('adminGuide.conditions.toast.failed', { source: label }),
              // the source's own answer (an HTTP status, a network error): as it came
              description: result.error,
            }
  return redirectWithToast(localizedPath('/admin/conditions', locale), toast)
}

/** How long, in words ("3 hours"), as app/lib/conditions/alerts.ts `ageText` says it in English. */
function ageText(t: Translator, ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  if (minutes < 60) return t('adminGuide.age.minutes', { count: minutes })
  const hours = Math.round(minutes / 60)
  if (hours < 48) return t('adminGuide.age.hours', { count: hours })
  return t('adminGuide.age.days', { count: Math.round(hours / 24) })
}

export default function AdminConditionsRoute({
  loaderData: { sources, scheduled },
  actionData,
}: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const now = Date.now()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminGuide.conditions.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t(scheduled ? 'adminGuide.conditions.scheduled' : 'adminGuide.conditions.unscheduled')}
      </p>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="text-destructive mt-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4">
        {sources.map((source) => (
          <li key={source.id}>
            <Card data-source={source.id} data-state={source.state}>
              <CardContent className="grid gap-2 p-5">
                <h2 className="text-xl font-bold">{source.label}</h2>
                <p>
                  {source.off ? (
                    <span className="font-semibold">{source.off}</span>
                  ) : (
                    <>
                      <span className="font-semibold">
                        {t(`adminGuide.conditions.state.${source.state}`)}
                      </span>{' '}
                      · {t('adminGuide.conditions.every', { age: ageText(t, source.refreshMs) })}
                    </>
                  )}
                </p>
                <p>
                  {t('adminGuide.conditions.lastSuccess', {
                    when:
                      source.lastSuccessAt && source.lastSuccessText
                        ? t('adminGuide.conditions.successAt', {
                            time: source.lastSuccessText,
                            age: ageText(t, now - Date.parse(source.lastSuccessAt)),
                          })
                        : t('adminGuide.conditions.never'),
                  })}
                </p>
                <p>
                  {t('adminGuide.conditions.lastError', {
                    when:
                      source.lastError && source.lastErrorText
                        ? `${source.lastErrorText}: ${source.lastError}`
                        : t('adminGuide.conditions.none'),
                  })}
                </p>
                {source.off ? null : (
                  <Form method="post">
                    <input type="hidden" name="source" value={source.id} />
                    <Button type="submit" variant="outline" disabled={pending}>
                      {t('adminGuide.conditions.fetch')}
                      <span className="sr-only"> {source.label}</span>
                    </Button>
                  </Form>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}
