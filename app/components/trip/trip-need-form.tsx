import { Form } from 'react-router'
import { Accessibility } from '~/components/icons'
import { Button } from '~/components/ui/button'
import { TRIP_NEEDS, type TripNeed } from '~/lib/accessibility/filters'
import { useT } from '~/lib/i18n/use-t'

/**
 * The trip's accessibility need (issue 46 item 2), set once for the whole trip: each day's checks
 * then flag a stop whose facts do not fit it or are not known. A plain form (works without JavaScript).
 */
export function TripNeedForm({ need }: { need: TripNeed | null }) {
  const t = useT()
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" data-trip-need>
      <input type="hidden" name="intent" value="need" />
      <div className="flex max-w-full flex-col gap-1.5">
        <label htmlFor="trip-need" className="flex items-center gap-2 font-semibold">
          <Accessibility aria-hidden="true" className="size-4" />
          {t('trip.need.label')}
        </label>
        <select
          id="trip-need"
          name="need"
          defaultValue={need ?? ''}
          key={need ?? ''}
          className="border-input bg-card text-foreground min-h-11 max-w-full rounded-lg border px-3"
        >
          <option value="">{t('trip.need.none')}</option>
          {TRIP_NEEDS.map((value) => (
            <option key={value} value={value}>
              {t(`trip.need.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        {t('trip.need.save')}
      </Button>
    </Form>
  )
}
