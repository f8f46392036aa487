import {
  Accessibility,
  Armchair,
  Baby,
  BedDouble,
  CalendarCheck,
  CircleParking,
  DoorOpen,
  Ear,
  Footprints,
  type IconComponent,
  Moon,
  PawPrint,
  Toilet,
} from '~/components/icons'
import { DetailSection } from '~/components/detail-section'
import { type AccessibilityView, type FactLine } from '~/lib/accessibility/view'
import { cn } from '~/lib/utils'
import { useT } from '~/lib/i18n/use-t'

const ICONS: Record<FactLine['icon'], IconComponent> = {
  entrance: DoorOpen,
  restroom: Toilet,
  parking: CircleParking,
  seat: Armchair,
  bed: BedDouble,
  ear: Ear,
  paw: PawPrint,
  moon: Moon,
  trail: Footprints,
  stroller: Baby,
}

/**
 * A listing's "Accessibility" section (issue 46 item 2): every fact of its kind in words, each with
 * an icon beside its words (never instead), "Not known" for what nobody has confirmed, and who
 * confirmed the facts and when (worked out by the loader: accessibilityView). Its A11yJSON
 * (`jsonPath`) for apps that plan with it.
 */
export function AccessibilitySection({ view, jsonPath }: { view: AccessibilityView; jsonPath?: string }) {
  const t = useT()
  return (
    <DetailSection title={t('listing.access.title')}>
      {view.anyKnown ? null : <p className="text-muted-foreground mb-4">{t('listing.access.noneKnown')}</p>}
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2" data-accessibility>
        {view.lines.map((line) => {
          const Icon = ICONS[line.icon]
          return (
            <div key={line.name} data-fact={line.name}>
              <dt className="flex items-start gap-3 font-semibold">
                <Icon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
                {line.label}
              </dt>
              <dd
                className={cn(
                  'pl-8',
                  line.tone === 'unknown' && 'text-muted-foreground italic',
                  line.tone === 'no' && 'font-semibold',
                )}
              >
                {line.text}
              </dd>
            </div>
          )
        })}
      </dl>
      <p className="text-muted-foreground mt-4 flex items-start gap-2 text-sm">
        {view.checked ? (
          <>
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span data-accessibility-checked>{view.checked}.</span>
          </>
        ) : (
          <>
            <Accessibility aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('listing.access.notConfirmed')}</span>
          </>
        )}
      </p>
      {jsonPath ? (
        <p className="mt-2 text-sm">
          <a
            href={jsonPath}
            className="text-secondary inline-block py-1 font-semibold underline underline-offset-4"
            type="application/json"
          >
            {t('listing.access.json')}
          </a>
        </p>
      ) : null}
    </DetailSection>
  )
}
