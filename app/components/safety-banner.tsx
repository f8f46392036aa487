import { ShieldCheck } from '~/components/icons'

/** The wildlife-safety band (home and /play): a title, an optional line, and big figures. */
export function SafetyBanner({
  title,
  intro,
  tips,
}: {
  title: string
  intro?: string
  tips: readonly { figure: string; text: string }[]
}) {
  return (
    <section aria-labelledby="safety-title" className="mx-auto mt-16 max-w-6xl px-4">
      <div className="bg-sage rounded-(--radius-card) p-6 text-white sm:p-10">
        <h2 id="safety-title" className="flex items-center gap-3 text-3xl font-bold">
          <ShieldCheck className="size-8" aria-hidden="true" />
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-white/95">{intro}</p> : null}
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {tips.map((tip) => (
            <li key={tip.figure}>
              <p className="font-display text-4xl font-bold">{tip.figure}</p>
              <p className="mt-1 text-white/95">{tip.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
