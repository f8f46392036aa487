import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Every change of page scrolls smoothly to the top (instantly for reduced-motion users). When the
 * link or button that led here is gone with the old page (focus fell back to the document), focus
 * moves to the new page's main content, so the next Tab goes on from there and not from the top of
 * the page; a field the new page focused itself keeps its focus.
 */
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
    const focused = document.activeElement
    if (!focused || focused === document.body || !focused.isConnected)
      document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return null
}
