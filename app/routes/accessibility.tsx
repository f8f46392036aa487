import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Accessibility',
    'How the guide is built and tested for people with disabilities, what we know falls short, and how to tell us about a barrier.',
  )

// Where a report goes: the contact form, to the editors' inbox, its subject filled in.
const REPORT = `/contact?subject=${encodeURIComponent('Accessibility barrier')}`

/** The accessibility statement (issue 46 item 5): the target, what is tested and how, known gaps, how to report. */
export default function AccessibilityRoute() {
  return (
    <>
      <PageHero
        title="Accessibility"
        subtitle="Everyone should be able to plan a trip to Jackson Hole and Star Valley with this guide: with a screen reader, a keyboard, a switch, a magnifier or a small phone on a weak signal."
      />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 pb-16 text-lg">
        <section aria-labelledby="target-title" className="grid gap-3">
          <h2 id="target-title" className="text-3xl font-bold">
            What we aim for
          </h2>
          <p>
            The guide aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every
            public page and in the back office our editors and partners use.
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Every page works with the keyboard alone, and focus is always visible, never hidden under the
              header.
            </li>
            <li>
              Every page works without JavaScript: forms are plain forms, maps are drawn on the server with a
              list beside them.
            </li>
            <li>Buttons and links are at least 24 by 24 pixels, most of them 44.</li>
            <li>
              Text can be enlarged to 400 % and spaced out without content being cut off, and pages reflow on
              a 320 pixel wide screen.
            </li>
            <li>If your device asks for less motion, nothing slides or scrolls smoothly.</li>
            <li>Signing in needs no puzzle: paste your password and let your password manager fill it in.</li>
          </ul>
        </section>
        <section aria-labelledby="tested-title" className="grid gap-3">
          <h2 id="tested-title" className="text-3xl font-bold">
            How we test
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Automated checks (axe-core, WCAG A and AA rules) run on every page our browser tests open, on
              each change to the guide, in Chromium at phone and desktop widths; a change that adds a
              violation is not published.
            </li>
            <li>
              Browser tests use the guide as people do: by keyboard, without JavaScript, offline and on a slow
              network.
            </li>
            <li>
              We check that targets are large enough and that focus is not covered by the sticky header.
            </li>
            <li>We look at the main pages at 390 and 1280 pixels wide and zoomed in.</li>
          </ul>
        </section>
        <section aria-labelledby="gaps-title" className="grid gap-3">
          <h2 id="gaps-title" className="text-3xl font-bold">
            What we know falls short
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              The interactive map (on{' '}
              <a className="text-secondary underline underline-offset-4" href="/map">
                Map
              </a>
              ) is hard to use with a screen reader; the same places are listed beside it and on each list
              page.
            </li>
            <li>
              Photos sent by visitors and businesses may have short descriptions until an editor reviews them.
            </li>
            <li>
              Facts about the places themselves (step-free entrances, accessible restrooms, trail surfaces)
              are still being gathered: where a fact is not known, the guide says so rather than guessing.
            </li>
          </ul>
        </section>
        <section aria-labelledby="report-title" className="grid gap-3">
          <h2 id="report-title" className="text-3xl font-bold">
            Tell us about a barrier
          </h2>
          <p>
            If something in the guide does not work for you, tell us what page you were on and what happened.
            Your message goes to our editors’ inbox, and we write back.
          </p>
          <div>
            <LinkButton to={REPORT} size="lg">
              Report a barrier
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  )
}
