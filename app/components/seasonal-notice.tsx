/** A place's seasonal notice at the top of its page (text only, never HTML). */
export function SeasonalNotice({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p
      className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
      data-seasonal-notice
    >
      {text}
    </p>
  )
}
