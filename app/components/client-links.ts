import type * as React from 'react'
import { useNavigate } from 'react-router'

/** A left click without a modifier key (any other opens a tab or a window, as the browser does). */
export function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * One click handler for a container of many plain links (`<a href data-discover="true">`), which
 * follows them on the client as React Router's `<Link>` does: same-origin links without a target,
 * a left click without a modifier key, the history entry replaced when the link is the page itself.
 *
 * For long lists (a map's 48 places and their pins): each `<Link>` asks React Router for its
 * location, path and navigate function on every render, about 0.4 ms a link at a phone's speed,
 * and its handler is attached as the page hydrates; the container's one handler is the same for
 * the visitor. A `<Link>` inside the container handles its own click first (this one then sees
 * `defaultPrevented`). `data-discover` lets React Router find the links' routes ahead of a click.
 */
export function useClientLinks(): React.MouseEventHandler<HTMLElement> {
  const navigate = useNavigate()
  return (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
    if (link.origin !== window.location.origin) return
    event.preventDefault()
    const to = `${link.pathname}${link.search}${link.hash}`
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    void navigate(to, { replace: to === here })
  }
}
