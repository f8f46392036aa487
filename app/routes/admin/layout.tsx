import { data, Link, Outlet } from 'react-router'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/layout'

export const meta = () => [
  ...pageMeta('Admin', 'Wyoming Navigator back office.'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The back office is for signed-in editors and admins. Until sign-in exists nobody has a session,
 * so every request is refused here, on the server.
 */
export function loader(_args: Route.LoaderArgs) {
  return data({ allowed: false as const }, { status: 401 })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Admin</h1>
        <p className="mt-4 text-lg" role="alert">
          You must be signed in as an editor or admin.
        </p>
        <Link
          to="/login"
          className="text-secondary mt-6 inline-block font-semibold underline underline-offset-4"
        >
          Sign in
        </Link>
      </section>
    )
  }
  return <Outlet />
}
