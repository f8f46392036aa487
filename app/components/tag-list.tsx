import { cn } from '~/lib/utils'

/** A row of small tags (specialties, activity tags); `english`: those shown in English on a page in another language. */
export function TagList({
  tags,
  english,
  label,
  className,
}: {
  tags: string[]
  english?: string[]
  label: string
  className?: string
}) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          lang={english?.includes(tag) ? 'en' : undefined}
          className="bg-accent text-accent-foreground rounded-full px-3 py-1 text-sm font-medium"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
