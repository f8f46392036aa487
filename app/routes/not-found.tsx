import { data } from 'react-router'
import { NotFound } from '~/components/not-found'
import { requestLogger } from '~/lib/logger.server'
import { pageMeta } from '~/lib/meta'
import { localeOfPath } from '~/lib/i18n/config'
import { serverT } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/not-found'

export const meta = ({ data }: Route.MetaArgs) => [
  ...pageMeta(data?.title ?? '', data?.description ?? ''),
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  requestLogger(request).warn({ path: pathname }, 'not found')
  const t = serverT(localeOfPath(pathname))
  return data(
    { title: t('shell.notFound.metaTitle'), description: t('shell.notFound.metaDescription') },
    { status: 404 },
  )
}

export default function NotFoundRoute() {
  return <NotFound />
}
