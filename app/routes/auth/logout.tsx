import { Form, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { signOut } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/logout'

export const meta = () => [
  ...pageMeta('Sign Out', 'Sign out of the Wyoming Navigator back office.'),
  { name: 'robots', content: 'noindex' },
]

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

/** Ends the session on the server (its row is deleted) and clears the cookie. Only by POST. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request)
  const response = await redirectWithToast('/login', { type: 'success', title: 'Signed out.' })
  for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
  return response
}

/** A GET never signs anyone out; without a session there is nothing to do here. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!request.headers.get('cookie')?.includes('session_token')) throw redirect('/login')
  return null
}

// A page (not only an action), so React Router's origin check covers its POST like every other form.
export default function LogoutRoute() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-display text-4xl font-bold">Sign Out</h1>
      <p className="text-muted-foreground mt-3 text-lg">End your back-office session on this device.</p>
      <Form method="post" action="/logout" className="mt-8">
        <Button type="submit" size="lg">
          Sign out
        </Button>
      </Form>
    </section>
  )
}
