import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'
import { nameFromId, queueAdd, usePendingAdds } from '~/lib/trip/pending'
import { TRIP_KINDS, type TripKind } from '~/lib/trip/trip'

/** `restaurant:elk-antler-grill` as a kind and id, or null when it is not one. */
export function parseAdd(value: string | null): { kind: TripKind; id: string } | null {
  const at = value?.indexOf(':') ?? -1
  if (!value || at < 1) return null
  const kind = value.slice(0, at) as TripKind
  const id = value.slice(at + 1)
  return TRIP_KINDS.includes(kind) && id ? { kind, id } : null
}

/**
 * "Add to trip" with no signal: the service worker answered with the saved trip page, so the
 * listing's facts are not here. The add is kept on this device and sent with the trip's other
 * waiting changes when the connection returns (app/lib/trip/pending.ts).
 */
export function OfflineAdd({ add }: { add: { kind: TripKind; id: string } }) {
  const t = useT()
  const pending = usePendingAdds()
  const name = nameFromId(add.id)
  const waiting = pending.some((p) => p.kind === add.kind && p.id === add.id)
  return (
    <section
      aria-labelledby="offline-add-title"
      className="border-border bg-card trip-noprint mt-6 rounded-(--radius-card) border p-5"
    >
      <h2 id="offline-add-title" className="text-xl font-bold">
        {t('trip.offlineAdd.title', { name })}
      </h2>
      {waiting ? (
        <p className="mt-2">{t('trip.offlineAdd.waiting')}</p>
      ) : (
        <>
          <p className="mt-2">
            {t('trip.offlineAdd.explain', {
              when:
                add.kind === 'event' || add.kind === 'music'
                  ? t('trip.offlineAdd.ownDate')
                  : t('trip.offlineAdd.firstDay'),
            })}
          </p>
          <Button type="button" className="mt-3" onClick={() => queueAdd(add)}>
            {t('trip.offlineAdd.button')}
          </Button>
        </>
      )}
    </section>
  )
}

/** The adds waiting on this device for a connection, listed on /trip. */
export function PendingAdds() {
  const t = useT()
  const pending = usePendingAdds()
  if (pending.length === 0) return null
  return (
    <section aria-labelledby="pending-adds-title" className="trip-noprint mt-6" role="status">
      <h2 id="pending-adds-title" className="text-lg font-bold">
        {t('trip.pending.title')}
      </h2>
      <ul className="mt-1 list-disc pl-6">
        {pending.map((p) => (
          <li key={`${p.kind}:${p.id}`}>{nameFromId(p.id)}</li>
        ))}
      </ul>
    </section>
  )
}
