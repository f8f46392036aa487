import { cn } from '~/lib/utils'

/** A row of small tags (specialties, activity tags). */
export function TagList({ tags, label, className }: { tags: string[]; label: string; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag} className="bg-accent text-accent-foreground rounded-full px-3 py-1 text-sm font-medium">
          {tag}
        </li>
      ))}
    </ul>
  )
}
