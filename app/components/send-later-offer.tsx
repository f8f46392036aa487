import type { SendLater } from '~/components/send-later'
import { Button } from '~/components/ui/button'
import { keepForm as keep, KEPT } from '~/lib/outbox-client'
import { useT } from '~/lib/i18n/use-t'

// Loaded with the offer: the list, so that it too is here without a signal.
void import('~/components/outbox-panel').catch(() => {})

/** Keeps the form in the outbox; what the form then says, or null when it could not be kept. */
export async function keepForm(form: HTMLFormElement): Promise<string | null> {
  return (await keep(form)) ? `${KEPT.title}. ${KEPT.description}` : null
}

/** The offer to send the form later (a button), then what became of it. */
export default function SendLaterOfferView({
  sendLater,
  className,
}: {
  sendLater: SendLater
  className: string
}) {
  const t = useT()
  // The blog's newsletter box is on a page that does not send the forms' words yet: English there.
  const words = t.has('forms.sendLater.prompt')
    ? { prompt: t('forms.sendLater.prompt'), button: t('forms.sendLater.button') }
    : {
        prompt: 'Keep it on this device and it will be sent by itself once you are back online.',
        button: 'Send it later',
      }
  const offered = sendLater.state === 'offered'
  return (
    <div
      className={`border-border bg-muted flex flex-wrap items-center justify-end gap-3 rounded-lg border p-3 ${className}`}
    >
      <p role="status" className="flex-1 text-sm">
        {offered ? words.prompt : sendLater.state}
      </p>
      {offered ? (
        <Button type="button" variant="outline" size="sm" onClick={() => void sendLater.keep()}>
          {words.button}
        </Button>
      ) : null}
    </div>
  )
}
