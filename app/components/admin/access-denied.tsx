import { Link } from 'react-router'
import { useT } from '~/lib/i18n/use-t'

/** What /admin shows without the right role (SPEC sections 6 and 8). */
export function AccessDenied({ message }: { message: string }) {
  const t = useT()
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-4xl font-bold">{t('admin.denied.title')}</h1>
      <p className="mt-4 text-lg" role="alert">
        {message}
      </p>
      <Link
        to={t.path('/login')}
        className="text-secondary mt-6 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        {t('admin.denied.signIn')}
      </Link>
    </section>
  )
}
