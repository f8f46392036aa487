import { Link } from 'react-router'
import { useInteractiveMap } from '~/components/maps/interactive-map'
import { ValleyMap } from '~/components/maps/valley-map'
import type { ConditionsMapData } from '~/lib/conditions/conditions-map.server'
import { useT } from '~/lib/i18n/use-t'
import {
  ALERT_AREA_FILL_OPACITY,
  ALERT_AREA_STYLE,
  type AlertAreaSeverity,
} from '~/lib/maps/alert-area-style'

/** A severity's line, as the map draws an area's edge (a short sample in the legend). */
function lineProps(severity: AlertAreaSeverity) {
  const style = ALERT_AREA_STYLE[severity]
  return {
    stroke: style.color,
    strokeWidth: style.width,
    strokeDasharray: style.dash ? style.dash.map((n) => n * style.width).join(' ') : undefined,
  }
}

function Swatch({ severity }: { severity: AlertAreaSeverity }) {
  return (
    <svg aria-hidden="true" width="28" height="16" viewBox="0 0 28 16" className="shrink-0">
      <rect
        x="2"
        y="2"
        width="24"
        height="12"
        fill={ALERT_AREA_STYLE[severity].color}
        fillOpacity={ALERT_AREA_FILL_OPACITY}
        {...lineProps(severity)}
      />
    </svg>
  )
}

/**
 * /conditions' map (issue 48): the alerts' areas shaded and edged by severity and the places they
 * point at as numbered pins, drawn on the server; the interactive map takes over once the visitor
 * starts using the page. Beside it, the same alerts as a list (severity in words, whether the area
 * is drawn, and the places with their pins' numbers), so nothing is only on the map.
 */
export function ConditionsMap({ data }: { data: ConditionsMapData }) {
  const interactive = useInteractiveMap(data.interactive)
  const t = useT()
  // An alert's title is its source's words, in English (marked so on other pages).
  const english = t.locale !== 'en' ? 'en' : undefined
  const layers = (
    <g data-alert-areas>
      {data.areas.map((area) => (
        <path
          key={area.id}
          d={area.d}
          data-severity={area.severity}
          data-alert-area={area.id}
          fill={ALERT_AREA_STYLE[area.severity].color}
          fillOpacity={ALERT_AREA_FILL_OPACITY}
          fillRule="evenodd"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          {...lineProps(area.severity)}
        />
      ))}
    </g>
  )
  return (
    <section aria-labelledby="alerts-map-title">
      <h2 id="alerts-map-title" className="text-3xl font-bold">
        {t('conditions.map.title')}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        <div>
          <ValleyMap
            map={data.map}
            id="conditions-map"
            layers={layers}
            overlay={interactive.overlay}
            below={interactive.nearby}
            caption={t('conditions.map.caption')}
          />
          {data.legend.length > 0 ? (
            <ul
              aria-label={t('conditions.map.legend')}
              className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm"
            >
              {data.legend.map((item) => (
                <li key={item.severity} className="flex items-center gap-2">
                  <Swatch severity={item.severity} />
                  {item.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ol aria-label={t('conditions.map.title')} className="grid list-none gap-4 p-0" data-map-alerts>
          {data.alerts.map((alert) => (
            <li key={alert.id} className="border-border rounded-lg border p-3" data-map-alert={alert.id}>
              <p className="flex items-start gap-2 font-bold">
                <Swatch severity={alert.severity} />
                <span>
                  <span className="mr-2 text-sm tracking-wide uppercase">{alert.severityLabel}</span>
                  <span lang={english}>{alert.title}</span>
                </span>
              </p>
              <p className="text-muted-foreground mt-1 text-sm">
                {alert.drawn ? t('conditions.map.drawn') : t('conditions.map.notDrawn')}
              </p>
              {alert.places.length > 0 ? (
                <ul className="mt-2 grid list-none gap-1 p-0 text-sm">
                  {alert.places.map((place) => (
                    <li key={place.href} className="flex items-baseline gap-2">
                      <span
                        aria-hidden="true"
                        className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                          place.number === null
                            ? 'border-border text-muted-foreground border'
                            : 'bg-primary text-primary-foreground'
                        }`}
                      >
                        {place.number ?? '–'}
                      </span>
                      <span>
                        {place.number === null ? null : <span className="sr-only">{place.number}: </span>}
                        <Link
                          to={t.path(place.href)}
                          lang={place.nameLang}
                          className="text-secondary underline"
                        >
                          {place.name}
                        </Link>
                        {place.number === null ? (
                          <span className="text-muted-foreground"> {t('conditions.map.noPin')}</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
