import { data } from 'react-router'
import { NotFound } from '~/components/not-found'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/not-found'

export const meta = () => [
  ...pageMeta('Page not found', 'This page does not exist.'),
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  console.warn(
    JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'not found', path: pathname }),
  )
  return data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFound />
}
