import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * The newsletter box. A real form: it POSTs `email` to /newsletter, which stores the address and
 * redirects back with a toast (works without JavaScript).
 */
export function NewsletterForm({ redirectTo = '/blog' }: { redirectTo?: string }) {
  return (
    <Form method="post" action="/newsletter" className="flex flex-col gap-3 sm:flex-row">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        className="border-input bg-card text-foreground min-h-11 flex-1 rounded-lg border px-3"
      />
      <Button type="submit">Subscribe</Button>
    </Form>
  )
}
