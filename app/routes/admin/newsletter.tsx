import { Download } from '~/components/icons'
import { Form } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
import { TextField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { pageSubscriptions } from '~/lib/newsletter-admin.server'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/newsletter'

export const meta = () => [
  ...pageMeta('Newsletter', 'Newsletter sign-ups.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const url = new URL(request.url)
  const db = getDb()
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 254)
  const page = await pageSubscriptions(db, q, parsePage(url.searchParams.get('page')))
  return {
    q,
    subscriptions: {
      ...page,
      items: page.items,
    },
  }
}

export default function AdminNewsletterRoute({ loaderData }: Route.ComponentProps) {
  const { q, subscriptions } = loaderData
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold">Newsletter</h1>
        {/* A plain link: the browser downloads the file (no client-side routing). */}
        <a
          href="/admin/newsletter.csv"
          download
          className={buttonVariants({ variant: 'outline' })}
          data-discover="false"
          rel="external"
        >
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>
      <p className="text-muted-foreground mt-2 text-lg">
        {subscriptions.total} {subscriptions.total === 1 ? 'sign-up' : 'sign-ups'}, newest first.
      </p>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-[1fr_auto]" role="search">
        <TextField name="q" label="Search by email" type="search" defaultValue={q} maxLength={254} />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {subscriptions.items.length > 0 ? (
        <Card className="mt-6 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Newsletter sign-ups</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3">
                  Email
                </th>
                <th scope="col" className="p-3">
                  State
                </th>
                <th scope="col" className="p-3">
                  Signed up
                </th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {subscriptions.items.map((s) => (
                <tr key={s.email}>
                  <td className="p-3 break-all">{s.email}</td>
                  <td className="p-3">{s.state}</td>
                  <td className="p-3 whitespace-nowrap">{formatDateTime(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : (
        <p className="mt-6">No sign-ups{q ? ' match' : ' yet'}.</p>
      )}
      <Pagination page={subscriptions.page} pageCount={subscriptions.pageCount} label="Pages of sign-ups" />
    </div>
  )
}
