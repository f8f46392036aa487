import { Share2 } from 'lucide-react'
import { notify } from '~/lib/notify'
import { Button, type ButtonVariants } from '~/components/ui/button'

/**
 * Shares the current page with the device's share sheet (Web Share API); where there is none it
 * copies the page link to the clipboard and says so in an alert.
 */
export function ShareButton({
  title,
  text,
  label,
  copiedMessage,
  variant = 'outline',
}: {
  title: string
  text?: string
  label: string
  copiedMessage: string
} & Pick<ButtonVariants, 'variant'>) {
  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
        // Sharing failed for another reason: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      window.alert(copiedMessage)
    } catch {
      void notify.error('Could not copy the link', { description: url })
    }
  }

  return (
    <Button variant={variant} onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {label}
    </Button>
  )
}
