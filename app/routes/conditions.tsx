import { Snowflake, Thermometer } from '~/components/icons'
import { AlertCard, AsOfLine } from '~/components/conditions/alert-card'
import { ConditionsMap } from '~/components/conditions/conditions-map'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { conditionsMap } from '~/lib/conditions/conditions-map.server'
import { PageHero } from '~/components/page-hero'
import { Card, CardContent } from '~/components/ui/card'
import { conditionsPage } from '~/lib/conditions/conditions.server'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/conditions'

export const meta = () =>
  pageMeta(
    'Conditions and Alerts',
    'Road, trail and park closures, weather warnings, wildlife notes, snow depth and the forecast for Jackson Hole and Star Valley.',
  )

/**
 * /conditions (issue 48 item 3): the active alerts by kind, then on a map (their areas and the
 * places they point at), snow depth and the forecast, each as of its time.
 */
export async function loader() {
  const db = getDb()
  const now = new Date()
  const page = await conditionsPage(db, now)
  const map =
    page.count > 0 ? await conditionsMap(db, now, { geography: VALLEY_GEOGRAPHY, views: MAP_VIEWS }) : null
  return { ...page, map }
}

export default function ConditionsRoute({
  loaderData: { groups, count, snow, forecast, map },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Conditions and Alerts"
        subtitle="What is closed, what the weather is doing and where the wildlife is, from the National Weather Service, the National Park Service, SNOTEL and our editors."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12">
        <section aria-labelledby="alerts-title">
          <h2 id="alerts-title" className="text-3xl font-bold">
            Active alerts
          </h2>
          {count === 0 ? (
            <p className="text-muted-foreground mt-3 text-lg">No alert is active in the valley right now.</p>
          ) : (
            <>
              <p className="text-muted-foreground mt-2">
                {count} active {count === 1 ? 'alert' : 'alerts'}, the most severe first.
              </p>
              {groups.map((group) => (
                <section key={group.kind} aria-labelledby={`kind-${group.kind}`} className="mt-6">
                  <h3 id={`kind-${group.kind}`} className="text-2xl font-bold">
                    {group.label}
                  </h3>
                  <ul className="mt-3 grid gap-3">
                    {group.alerts.map((alert) => (
                      <li key={alert.id}>
                        <AlertCard alert={alert} headingLevel={3} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </section>

        {map ? <ConditionsMap data={map} /> : null}

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="snow-title">
            <Card className="h-full">
              <CardContent className="p-6">
                <h2 id="snow-title" className="flex items-center gap-2 text-2xl font-bold">
                  <Snowflake aria-hidden="true" className="size-6" />
                  Snow depth
                </h2>
                {snow.length === 0 ? (
                  <p className="text-muted-foreground mt-3">No snow depth has come in from SNOTEL yet.</p>
                ) : (
                  <ul className="mt-3 grid gap-3">
                    {snow.map((figure) => (
                      <li key={figure.name}>
                        <p className="text-lg">
                          <span className="font-semibold">{figure.name}</span>: {figure.depthIn} in
                        </p>
                        <AsOfLine asOf={figure.asOf} className="text-muted-foreground" />
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </section>
          <section aria-labelledby="forecast-title">
            <Card className="h-full">
              <CardContent className="p-6">
                <h2 id="forecast-title" className="flex items-center gap-2 text-2xl font-bold">
                  <Thermometer aria-hidden="true" className="size-6" />
                  Forecast
                </h2>
                {forecast.length === 0 ? (
                  <p className="text-muted-foreground mt-3">
                    No forecast has come in from the National Weather Service yet.
                  </p>
                ) : (
                  forecast.map((place) => (
                    <div key={place.name} className="mt-4">
                      <h3 className="text-xl font-bold">{place.name}</h3>
                      <ul className="mt-2 grid gap-1">
                        {place.periods.map((period) => (
                          <li key={period.start}>
                            <span className="font-semibold">{period.name}</span>: {period.short},{' '}
                            {period.isDaytime ? 'high' : 'low'} {period.temperatureF}°F
                            {period.snow ? `, new snow ${period.snow}` : ''}
                          </li>
                        ))}
                      </ul>
                      <AsOfLine asOf={place.asOf} className="text-muted-foreground mt-1" />
                    </div>
                  ))
                )}
              </CardContent>
            </Card>
          </section>
        </div>
      </div>
    </>
  )
}
