import { PageHero } from '~/components/page-hero'

/** A screen whose full content is still being built: its heading and an honest line. */
export function ComingSoon({ title, subtitle, note }: { title: string; subtitle?: string; note: string }) {
  return (
    <PageHero title={title} subtitle={subtitle}>
      <p className="border-input bg-muted text-muted-foreground mt-6 rounded-lg border border-dashed p-4">
        {note}
      </p>
    </PageHero>
  )
}
