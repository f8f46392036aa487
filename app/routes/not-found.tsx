import { data } from 'react-router'
import { NotFound } from '~/components/not-found'
import { requestLogger } from '~/lib/logger.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/not-found'

export const meta = () => [
  ...pageMeta('Page not found', 'This page does not exist.'),
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  requestLogger(request).warn({ path: pathname }, 'not found')
  return data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFound />
}
