import { Fragment } from 'react'
import { SUBTITLE_SEPARATOR, subtitleParts } from '~/lib/subtitle-parts'

/** A card's second line, its English parts (`english`, app/lib/subtitle-parts.ts) marked `lang="en"`. */
export function SubtitleText({ subtitle, english }: { subtitle: string; english?: string }) {
  return subtitleParts(subtitle, english).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? SUBTITLE_SEPARATOR : null}
      {part.lang ? <span lang={part.lang}>{part.text}</span> : part.text}
    </Fragment>
  ))
}
