import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { useT } from '~/lib/i18n/use-t'

export function NotFound() {
  const { pathname } = useLocation()
  const t = useT()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="font-display text-primary text-7xl font-bold">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('shell.notFound.title')}</h1>
      <p className="text-muted-foreground mt-3">{t('shell.notFound.text')}</p>
      <LinkButton to={t.path('/')} className="mt-8" size="lg">
        {t('shell.returnHome')}
      </LinkButton>
    </div>
  )
}
