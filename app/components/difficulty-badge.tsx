import { useT } from '~/lib/i18n/use-t'
import { cn } from '~/lib/utils'

const STYLES: Record<string, string> = {
  easy: 'border-green-700 bg-green-100 text-green-900',
  moderate: 'border-yellow-600 bg-yellow-100 text-yellow-900',
  hard: 'border-red-700 bg-red-100 text-red-900',
}
const DOTS: Record<string, string> = {
  easy: 'bg-green-700',
  moderate: 'bg-yellow-500',
  hard: 'bg-red-700',
}

/** The tone of a difficulty: easy green, moderate yellow, hard red, anything else gray. */
export function difficultyTone(difficulty: string): 'green' | 'yellow' | 'red' | 'gray' {
  const key = difficulty.trim().toLowerCase()
  if (key === 'easy') return 'green'
  if (key === 'moderate') return 'yellow'
  if (key === 'hard' || key === 'difficult') return 'red'
  return 'gray'
}

/** The difficulty as a coloured badge that always carries its text (never colour alone). */
export function DifficultyBadge({
  difficulty,
  label,
  lang,
  className,
}: {
  difficulty: string
  /** the difficulty in the page's language (its loader's), else as written */
  label?: string
  /** 'en': the label stayed English on a page in another language (a value the catalog lacks) */
  lang?: 'en'
  className?: string
}) {
  const t = useT()
  const tone = difficultyTone(difficulty)
  const key = { green: 'easy', yellow: 'moderate', red: 'hard', gray: 'other' }[tone]
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold',
        STYLES[key] ?? 'border-gray-500 bg-gray-100 text-gray-800',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', DOTS[key] ?? 'bg-gray-500')} />
      <span className="sr-only">{t('play.difficulty.label')} </span>
      {lang ? <span lang={lang}>{label ?? difficulty}</span> : (label ?? difficulty)}
    </span>
  )
}
