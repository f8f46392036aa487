import { Share2 } from '~/components/icons'
import { notify } from '~/lib/notify'
import { Button, type ButtonVariants } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'

/**
 * Shares a page with the device's share sheet (Web Share API); where there is none it copies the
 * page link to the clipboard and says so. `confirm="alert"` says it in a browser alert (SPEC's
 * Share Activity); the default is a toast.
 */
export function ShareButton({
  title,
  text,
  path,
  label,
  copiedMessage,
  confirm = 'toast',
  variant = 'outline',
}: {
  title: string
  text?: string
  /** The page to share, e.g. /events/some-id; the current page when left out. */
  path?: string
  label?: string
  copiedMessage?: string
  confirm?: 'alert' | 'toast'
} & Pick<ButtonVariants, 'variant'>) {
  const t = useT()
  async function share() {
    const url = path ? new URL(path, window.location.origin).href : window.location.href
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
    } catch {
      void notify.error(t('listing.share.failed'), { description: url })
      return
    }
    const copied = copiedMessage ?? t('listing.share.copied')
    if (confirm === 'alert') window.alert(copied)
    else void notify.success(copied)
  }

  return (
    <Button variant={variant} onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {label ?? t('listing.share')}
    </Button>
  )
}
