import { highlight } from '~/lib/search/text'

/**
 * Text with the words that match a search marked (<mark>): the text is cut into plain strings
 * (app/lib/search/text.ts highlight) and React renders each one as text, never as HTML.
 */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlight(text, words).map((part, index) =>
        part.match ? (
          <mark key={index} className="text-foreground rounded-sm bg-[#fde68a] px-0.5 font-semibold">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
