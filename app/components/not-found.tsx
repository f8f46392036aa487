import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '~/components/link-button'

export function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="font-display text-primary text-7xl font-bold">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground mt-3">
        The trail ends here. The page you are looking for may have moved or never existed.
      </p>
      <LinkButton to="/" className="mt-8" size="lg">
        Return to Home
      </LinkButton>
    </div>
  )
}
