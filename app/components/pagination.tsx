import { ChevronLeft, ChevronRight } from '~/components/icons'
import { Link, useLocation } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { pageHref, pageNumbers } from '~/lib/pagination'
import { cn } from '~/lib/utils'
import { useT } from '~/lib/i18n/use-t'

/**
 * Links to the other pages of a list (real links: they work without JavaScript and keep the
 * list's filters, only `page` changes). Nothing when there is one page.
 */
export function Pagination({
  page,
  pageCount,
  label,
  className,
}: {
  page: number
  pageCount: number
  label?: string
  className?: string
}) {
  const t = useT()
  const location = useLocation()
  if (pageCount <= 1) return null
  const href = (n: number) => pageHref(location.pathname, location.search, n)
  const item = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={label ?? t('listing.pages.label')} className={cn('mt-10', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={item}>
              <ChevronLeft aria-hidden="true" />
              {t('listing.pages.previous')}
              <span className="sr-only"> {t('listing.pages.pageWord')}</span>
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pageCount).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="text-muted-foreground px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                className={buttonVariants({ variant: n === page ? 'secondary' : 'outline', size: 'sm' })}
              >
                <span className="sr-only">{t('listing.pages.page')} </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className={item}>
              {t('listing.pages.next')}
              <span className="sr-only"> {t('listing.pages.pageWord')}</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
