import { Share2 } from 'lucide-react'
import { notify } from '~/lib/notify'
import { Button } from '~/components/ui/button'

/** Shares a page with the Web Share API, else copies its link to the clipboard with a toast. */
export function ShareButton({
  title,
  text,
  path,
  label = 'Share',
  copiedMessage = 'Link copied to clipboard!',
}: {
  title: string
  text: string
  /** The page to share, e.g. /events/some-id */
  path: string
  label?: string
  copiedMessage?: string
}) {
  return (
    <Button
      variant="outline"
      onClick={async () => {
        const url = new URL(path, window.location.origin).href
        if (typeof navigator.share === 'function') {
          try {
            await navigator.share({ title, text, url })
            return
          } catch (error) {
            // The visitor closed the share sheet: nothing to do.
            if (error instanceof DOMException && error.name === 'AbortError') return
          }
        }
        try {
          await navigator.clipboard.writeText(url)
          void notify.success(copiedMessage)
        } catch {
          void notify.error('Could not copy the link', { description: url })
        }
      }}
    >
      <Share2 aria-hidden="true" />
      {label}
    </Button>
  )
}
