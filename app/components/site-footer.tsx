import { Link } from 'react-router'
import { CONTACT } from '~/content/contact'
import { EmailLink, PhoneLink } from './contact-items'
import { SampleNote } from './sample-note'
import { LanguageSwitcher } from './language-switcher'
import { useT } from '~/lib/i18n/use-t'

/** The footer; `sampleNote` adds the note about sample listings as its last row (root loader). */
export function SiteFooter({ sampleNote = false }: { sampleNote?: boolean }) {
  const year = new Date().getFullYear()
  return <Footer sampleNote={sampleNote} year={year} />
}

function Footer({ sampleNote, year }: { sampleNote: boolean; year: number }) {
  const t = useT()
  const linkClass = 'inline-block py-1 text-white/85 underline-offset-4 hover:text-white hover:underline'
  return (
    // The id is what the page's first paint waits for (root.tsx).
    <footer id="site-footer" className="border-border bg-foreground mt-16 border-t text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-display text-lg font-bold">Wyoming Navigator</p>
          <p className="mt-2 text-sm text-white/85">{t('shell.footer.about')}</p>
          <LanguageSwitcher className="mt-3 flex flex-wrap gap-x-4 text-sm" linkClassName={linkClass} />
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">
            {t('shell.footer.contact')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-white/85">
            {CONTACT.phone ? (
              <li>
                <PhoneLink className="underline-offset-4 hover:[&[href]]:underline" phone={CONTACT.phone} />
              </li>
            ) : null}
            {CONTACT.email ? (
              <li>
                <EmailLink className="underline-offset-4 hover:[&[href]]:underline" email={CONTACT.email} />
              </li>
            ) : null}
            <li>{CONTACT.address}</li>
            {CONTACT.phone ? <li>{t('shell.footer.hours')}</li> : null}
          </ul>
          <p className="mt-4 text-sm">
            <Link className={linkClass} to={t.path('/favorites')}>
              {t('shell.footer.favorites')}
            </Link>
          </p>
          <p className="text-sm">
            <Link className={linkClass} to={t.path('/accessibility')}>
              {t('shell.footer.accessibility')}
            </Link>
          </p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">
            {t('shell.footer.share')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {(
              [
                ['/submit-restaurant', 'shell.footer.submitRestaurant'],
                ['/submit-event', 'shell.footer.submitEvent'],
                ['/submit-activity', 'shell.footer.submitActivity'],
                ['/submit-story', 'shell.footer.submitStory'],
                ['/contact', 'shell.footer.contactTeam'],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <Link className={linkClass} to={t.path(to)}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-xs text-white/75">
        © <span suppressHydrationWarning>{year}</span> Wyoming Navigator ·{' '}
        <span>{t('shell.footer.madeIn')}</span>
      </p>
      {sampleNote && <SampleNote />}
    </footer>
  )
}
