import { useCallback, useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useLazyWords } from '~/lib/i18n/lazy-words'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import {
  GENERIC_FAILURE,
  listOutbox,
  OUTBOX_CHANNEL,
  type OutboxItem,
  type OutboxStatus,
  removeFromOutbox,
  sendOutboxItem,
  sendWaitingItems,
} from '~/lib/outbox'
import { requestBackgroundSync, setOutboxHint } from '~/lib/outbox-client'
import { sendWhenOnline } from '~/lib/send-when-online'

const STATUS_TEXT: Record<OutboxStatus, MessageKey> = {
  waiting: 'shell.lazy.outbox.status.waiting',
  sending: 'shell.lazy.outbox.status.sending',
  sent: 'shell.lazy.outbox.status.sent',
  failed: 'shell.lazy.outbox.status.failed',
}

/** Sent items are listed for a day, then dropped. */
const KEEP_SENT_MS = 24 * 60 * 60 * 1000

/**
 * The outbox's list (app/lib/outbox.ts): what is waiting on this device to be sent and how it
 * stands, with Retry and Remove. It sends what is waiting when it opens (the next visit) and when
 * the connection comes back, and tries again while something is still waiting
 * (app/lib/send-when-online.ts); the service worker does too where the browser has Background Sync.
 * Its words are the shell's lazy messages (`shell.lazy.outbox.*`, decision 059), in the page's
 * language; this code loads their formatter itself.
 */
export default function OutboxPanel() {
  const [items, setItems] = useState<OutboxItem[] | null>(null)
  useLazyWords()

  const refresh = useCallback(async () => {
    const all = await listOutbox().catch(() => [])
    const expired = all.filter((item) => item.status === 'sent' && Date.now() - item.updatedAt > KEEP_SENT_MS)
    await Promise.all(expired.map((item) => removeFromOutbox(item.id).catch(() => {})))
    const shown = all.filter((item) => !expired.includes(item))
    setOutboxHint(shown.some((item) => item.status !== 'sent'))
    setItems(shown)
  }, [])

  useEffect(() => {
    let stopSending: (() => void) | undefined
    let live = true
    void refresh().then(() => {
      if (!live) return
      if (!navigator.onLine) requestBackgroundSync()
      // Now, whenever the connection returns, and again while something is still waiting.
      stopSending = sendWhenOnline(async () => (await sendWaitingItems()) > 0)
    })
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL)
    if (channel) channel.onmessage = () => void refresh()
    return () => {
      live = false
      channel?.close()
      stopSending?.()
    }
  }, [refresh])

  if (!items || items.length === 0) return null
  return <OutboxList items={items} onChange={refresh} />
}

/** The list itself: a heading with how many wait, then a row for each item. */
export function OutboxList({ items, onChange }: { items: OutboxItem[]; onChange: () => Promise<void> }) {
  const t = useT()
  const unsent = items.filter((item) => item.status !== 'sent').length
  return (
    <section aria-labelledby="outbox-title" className="mx-auto w-full max-w-6xl px-4 pb-6">
      <details open className="border-border bg-card rounded-lg border shadow-sm">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-semibold">
          <h2 id="outbox-title" className="text-base font-semibold">
            {t('shell.lazy.outbox.title')}
          </h2>
          <span className="text-muted-foreground text-sm font-normal" aria-live="polite">
            (
            {unsent === 0 ? t('shell.lazy.outbox.allSent') : t('shell.lazy.outbox.unsent', { count: unsent })}
            )
          </span>
        </summary>
        <ul className="divide-border divide-y border-t">
          {items.map((item) => (
            <OutboxRow key={item.id} item={item} onChange={onChange} />
          ))}
        </ul>
      </details>
    </section>
  )
}

function OutboxRow({ item, onChange }: { item: OutboxItem; onChange: () => Promise<void> }) {
  const t = useT()
  // The outbox's own words for a failed send are kept in English (the service worker has no others).
  const message = item.message === GENERIC_FAILURE ? t('shell.lazy.outbox.failed') : item.message
  const files = item.entries.filter(([, value]) => typeof value !== 'string' && value.size > 0).length
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{item.title}</p>
        <p className="text-muted-foreground text-sm">
          <span data-outbox-status={item.status}>{t(STATUS_TEXT[item.status])}</span>
          {files > 0 ? ` · ${t('shell.lazy.outbox.photos', { count: files })}` : null}
          {message && item.status !== 'sent' ? (
            <span className={item.status === 'failed' ? 'text-destructive' : undefined}> · {message}</span>
          ) : null}
        </p>
      </div>
      <div className="flex gap-2">
        {item.status === 'failed' || item.status === 'waiting' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('shell.lazy.outbox.retryLabel', { title: item.title })}
            onClick={() => void sendOutboxItem(item.id, { retry: true }).then(onChange)}
          >
            {t('shell.lazy.outbox.retry')}
          </Button>
        ) : null}
        {item.status !== 'sending' ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={t('shell.lazy.outbox.removeLabel', { title: item.title })}
            onClick={() => void removeFromOutbox(item.id).then(onChange)}
          >
            {t('shell.lazy.outbox.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}
