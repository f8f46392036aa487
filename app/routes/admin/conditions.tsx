import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { ageText, formatRegionTime } from '~/lib/conditions/alerts'
import { sourceById } from '~/lib/conditions/sources/index.server'
import { fetchSourceNow, sourceStates } from '~/lib/conditions/sources.server'
import { getDb } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/conditions'

export const meta = () => [
  ...pageMeta('Conditions sources', 'The official sources of alerts, snow depth and the forecast.'),
  { name: 'robots', content: 'noindex' },
]

/** Each official source's state, last success and last error (issue 48 item 6). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  return { sources: await sourceStates(getDb(), new Date()), scheduled: env().CONDITIONS_TICK_MS > 0 }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const source = sourceById(String(read.form.get('source') ?? ''))
  if (!source) return data({ error: 'No such source.' }, { status: 404 })
  const result = await fetchSourceNow(getDb(), source)
  const toast =
    result.outcome === 'ok' || result.outcome === 'not-modified'
      ? {
          type: 'success' as const,
          title: `${source.label}: fetched.`,
          description:
            result.outcome === 'ok'
              ? 'Pages show what it answered.'
              : 'Nothing changed since the last fetch.',
        }
      : result.outcome === 'busy'
        ? {
            type: 'error' as const,
            title: 'A fetch of it began less than a minute ago.',
            description: 'Try again in a minute.',
          }
        : result.outcome === 'off'
          ? { type: 'error' as const, title: `${source.label} is off.`, description: result.reason }
          : { type: 'error' as const, title: `${source.label} failed.`, description: result.error }
  return redirectWithToast('/admin/conditions', toast)
}

const STATE_TEXT = {
  off: 'Off',
  never: 'Not fetched yet',
  ok: 'Working',
  failing: 'Failing',
  stale: 'Out of date',
} as const

export default function AdminConditionsRoute({
  loaderData: { sources, scheduled },
  actionData,
}: Route.ComponentProps) {
  const pending = useIsPending()
  const now = Date.now()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Conditions sources</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {scheduled
          ? 'Each source is fetched on its own schedule. When one fails, pages keep its last good data and say how old it is.'
          : 'Scheduled fetching is off (CONDITIONS_TICK_MS=0): sources are fetched only with Fetch now.'}
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
                      <span className="font-semibold">{STATE_TEXT[source.state]}</span> · fetched every{' '}
                      {ageText(source.refreshMs)}
                    </>
                  )}
                </p>
                <p>
                  Last success:{' '}
                  {source.lastSuccessAt
                    ? `${formatRegionTime(source.lastSuccessAt)} (${ageText(now - Date.parse(source.lastSuccessAt))} ago)`
                    : 'never'}
                </p>
                <p>
                  Last error:{' '}
                  {source.lastError && source.lastErrorAt
                    ? `${formatRegionTime(source.lastErrorAt)}: ${source.lastError}`
                    : 'none'}
                </p>
                {source.off ? null : (
                  <Form method="post">
                    <input type="hidden" name="source" value={source.id} />
                    <Button type="submit" variant="outline" disabled={pending}>
                      Fetch now<span className="sr-only"> {source.label}</span>
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
