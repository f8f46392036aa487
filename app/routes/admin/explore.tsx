import { data, Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { EXPLORE_PAGES, featureChangeSchema } from '~/lib/explore'
import { changeFeatures, featureCandidates, pageFeaturesForAdmin } from '~/lib/explore.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/explore'

export const meta = () => [
  ...pageMeta('Explore pages', 'The listings each explore page features, in order.'),
  { name: 'robots', content: 'noindex' },
]

/** Each explore page's featured listings and the listings that may be added (issue 45 item 4). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const db = getDb()
  const pages = []
  for (const page of EXPLORE_PAGES) pages.push({ ...page, features: await pageFeaturesForAdmin(db, page.id) })
  return { pages, candidates: await featureCandidates(db) }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message, page: null }, { status: read.status })
  const parsed = featureChangeSchema.safeParse({
    intent: read.form.get('intent'),
    page: read.form.get('page'),
    listing: read.form.get('listing'),
  })
  if (!parsed.success)
    return data(
      { error: parsed.error.issues[0]?.message ?? 'That change could not be made.', page: null },
      { status: 400 },
    )
  const result = await changeFeatures(getDb(), parsed.data)
  if (!result.ok) return data({ error: result.error, page: parsed.data.page }, { status: 400 })
  const label = EXPLORE_PAGES.find((p) => p.id === parsed.data.page)!.label
  return redirectWithToast(`/admin/explore#page-${parsed.data.page}`, {
    type: 'success',
    title: result.message,
    description: `${label}: the page shows it now.`,
  })
}

const TYPE_LABEL: Record<string, string> = {
  activities: 'Activity',
  restaurants: 'Restaurant',
  stays: 'Stay',
}
const STATE_LABEL = {
  listed: 'In the guide',
  hidden: 'Hidden: not shown',
  gone: 'Deleted: not shown',
} as const

export default function AdminExploreRoute({
  loaderData: { pages, candidates },
  actionData,
}: Route.ComponentProps) {
  const pending = useIsPending()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Explore pages</h1>
      <p className="text-muted-foreground mt-2 max-w-3xl text-lg">
        Choose the listings each explore page features, and their order. The page shows each listing’s own
        name, price, times, address and season; a hidden or deleted listing is left out.
      </p>
      {actionData?.error ? (
        <p role="alert" className="text-destructive mt-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-6">
        {pages.map((page) => (
          <li key={page.id} className="min-w-0">
            <Card id={`page-${page.id}`} data-page={page.id} className="min-w-0">
              <CardContent className="grid gap-4 p-5">
                <h2 className="text-2xl font-bold">
                  {page.label}{' '}
                  <Link to={page.path} className="text-secondary text-base font-semibold underline">
                    {page.path}
                  </Link>
                </h2>
                {page.features.length === 0 ? (
                  <p className="text-muted-foreground">No listing is featured on this page.</p>
                ) : (
                  <ol className="grid gap-2" aria-label={`Featured on ${page.label}`}>
                    {page.features.map((feature, index) => {
                      const key = `${feature.type}:${feature.id}`
                      const name = feature.name ?? feature.id
                      return (
                        <li
                          key={key}
                          data-feature={key}
                          className="border-border flex flex-wrap items-center gap-3 rounded-md border p-3"
                        >
                          <span className="min-w-0 flex-1 basis-48">
                            {feature.href ? (
                              <Link to={feature.href} className="font-semibold underline">
                                {name}
                              </Link>
                            ) : (
                              <span className="font-semibold">{name}</span>
                            )}{' '}
                            <span className="text-muted-foreground text-sm">
                              {TYPE_LABEL[feature.type] ?? feature.type} · {STATE_LABEL[feature.state]}
                            </span>
                          </span>
                          <Form method="post" className="flex flex-wrap gap-2">
                            <input type="hidden" name="page" value={page.id} />
                            <input type="hidden" name="listing" value={key} />
                            <Button
                              type="submit"
                              name="intent"
                              value="up"
                              variant="outline"
                              size="sm"
                              disabled={pending || index === 0}
                              aria-label={`Move ${name} up on ${page.label}`}
                            >
                              Up
                            </Button>
                            <Button
                              type="submit"
                              name="intent"
                              value="down"
                              variant="outline"
                              size="sm"
                              disabled={pending || index === page.features.length - 1}
                              aria-label={`Move ${name} down on ${page.label}`}
                            >
                              Down
                            </Button>
                            <Button
                              type="submit"
                              name="intent"
                              value="remove"
                              variant="outline"
                              size="sm"
                              disabled={pending}
                              aria-label={`Remove ${name} from ${page.label}`}
                            >
                              Remove
                            </Button>
                          </Form>
                        </li>
                      )
                    })}
                  </ol>
                )}
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="page" value={page.id} />
                  <input type="hidden" name="intent" value="add" />
                  <label className="grid w-full min-w-0 gap-1 font-semibold sm:w-auto">
                    Add a listing to {page.label}
                    <select
                      name="listing"
                      required
                      defaultValue=""
                      className="border-input bg-background min-h-11 w-full max-w-full min-w-0 rounded-md border px-3 font-normal sm:w-96"
                    >
                      <option value="" disabled>
                        Choose a listing
                      </option>
                      {(['activities', 'restaurants', 'stays'] as const).map((type) => (
                        <optgroup key={type} label={TYPE_LABEL[type]}>
                          {candidates[type].map((listing) => (
                            <option key={listing.id} value={`${type}:${listing.id}`}>
                              {listing.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" disabled={pending}>
                    Feature it<span className="sr-only"> on {page.label}</span>
                  </Button>
                </Form>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}
