import { ArrowLeft } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'

/** Goes back one history step; on a first visit (no history) goes home instead of leaving the site. */
export function BackButton() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  if (pathname === '/') return null
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-3">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3"
        onClick={() => {
          const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
          if (index > 0) navigate(-1)
          else navigate('/')
        }}
      >
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
    </div>
  )
}
