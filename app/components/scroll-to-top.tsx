import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** Every change of page scrolls smoothly to the top (instantly for reduced-motion users). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'auto' : 'smooth' })
  }, [pathname])
  return null
}
