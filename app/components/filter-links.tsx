import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'

/**
 * Filter choices as plain links (they work without JavaScript and keep the filter in the URL);
 * the active one is marked with aria-current="page".
 */
export function FilterLinks({
  label,
  options,
  active,
  id,
}: {
  label: string
  options: { label: string; to: string; value: string | undefined }[]
  active: string | undefined
  id?: string
}) {
  const t = useT()
  return (
    <nav aria-label={label} id={id}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.value === active
          return (
            <li key={option.to}>
              <Link
                to={t.path(option.to)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={buttonVariants({
                  variant: current ? 'secondary' : 'outline',
                  size: 'sm',
                  shape: 'round',
                })}
              >
                {option.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
