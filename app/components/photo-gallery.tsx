import { ChevronLeft, ChevronRight } from '~/components/icons'
import { useRef, useState } from 'react'
import { useInlineImageSrc } from '~/delivery/inline-image'
import { Button } from '~/components/ui/button'
import { type Photo, sceneSrc } from '~/lib/listings'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'

/** A photo's description: its scene's, in the page's language (the picture is the scene's). */
const altOf = (t: Translator, photo: Photo) => t(`shell.scene.${photo.scene}` as MessageKey)

function PhotoFigure({
  photo,
  eager,
  priority,
  number,
  total,
}: {
  photo: Photo
  /** on the first screen: loaded at once rather than lazily */
  eager?: boolean
  /** the page's largest paint: also fetched first */
  priority?: boolean
  number: number
  total: number
}) {
  const t = useT()
  // The captions are the guide's own words, in English until translated.
  const lang = t.locale === 'en' ? undefined : 'en'
  const src = sceneSrc(photo.scene)
  const inline = useInlineImageSrc(src)
  return (
    <figure>
      <img
        src={priority ? inline : src}
        alt={altOf(t, photo)}
        width={800}
        height={500}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="bg-muted aspect-[8/5] w-full rounded-(--radius-card) object-cover"
      />
      <figcaption className="mt-3 text-lg">
        <span className="text-muted-foreground mr-2 text-sm font-semibold">
          {t('play.gallery.number', { number, total })}
        </span>
        <span lang={lang}>{photo.caption}</span>
      </figcaption>
    </figure>
  )
}

/**
 * A photo gallery: a main viewer with previous / next buttons, thumbnails as buttons, and the
 * arrow, Home and End keys. Before JavaScript runs (or without it) every photo shows in a list.
 */
export function PhotoGallery({ photos, label }: { photos: Photo[]; label: string }) {
  const t = useT()
  const hydrated = useHydrated()
  const [index, setIndex] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const total = photos.length

  if (total === 0) return <p className="text-muted-foreground">{t('play.gallery.none')}</p>

  if (!hydrated) {
    return (
      <ol aria-label={label} className="space-y-10">
        {photos.map((photo, i) => (
          <li key={`${photo.scene}-${i}`}>
            {/* On a phone the second photo already starts on the first screen. */}
            <PhotoFigure photo={photo} priority={i === 0} eager={i === 1} number={i + 1} total={total} />
          </li>
        ))}
      </ol>
    )
  }

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + total) % total
    setIndex(wrapped)
    if (focusThumb) thumbs.current[wrapped]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const onThumb = (event.target as HTMLElement).dataset.thumb !== undefined
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: total - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    // Up and down only move between thumbnails; elsewhere they keep scrolling the page.
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !onThumb) return
    event.preventDefault()
    show(next, onThumb)
  }

  const photo = photos[index]!
  return (
    <section aria-label={label} aria-roledescription="gallery" onKeyDown={onKeyDown}>
      <div aria-live="polite">
        <PhotoFigure photo={photo} priority number={index + 1} total={total} />
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <Button variant="outline" onClick={() => show(index - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('play.gallery.previous')}
        </Button>
        <p className="text-muted-foreground hidden text-sm sm:block">{t('play.gallery.tip')}</p>
        <Button variant="outline" onClick={() => show(index + 1)}>
          {t('play.gallery.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <ul aria-label={t('play.gallery.thumbnails')} className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-5">
        {photos.map((thumb, i) => (
          <li key={`${thumb.scene}-${i}`}>
            <button
              type="button"
              ref={(element) => {
                thumbs.current[i] = element
              }}
              data-thumb=""
              aria-pressed={i === index}
              aria-label={t('play.gallery.show', { number: i + 1, total, alt: altOf(t, thumb) })}
              onClick={() => show(i)}
              className={cn(
                'block w-full overflow-hidden rounded-lg border-2 transition',
                i === index
                  ? 'border-primary ring-primary ring-2'
                  : 'border-transparent opacity-80 hover:opacity-100',
              )}
            >
              <img
                src={sceneSrc(thumb.scene)}
                alt=""
                width={160}
                height={100}
                loading="lazy"
                decoding="async"
                className="bg-muted aspect-[8/5] w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
