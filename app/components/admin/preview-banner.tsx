import { useT } from '~/lib/i18n/use-t'

/**
 * Above an editor's preview of a public page (issue 51 item 4): the page below is the public one,
 * with the listing as it stands, whatever its state; visitors do not see it until it is published.
 */
export function PreviewBanner() {
  // Its words come with the shell's from the root loader on every back-office page (app/root.tsx).
  const t = useT()
  return (
    <section
      aria-label={t('admin.preview.label')}
      className="border-b-2 border-amber-700 bg-amber-100 px-4 py-3 text-amber-950"
      data-preview-banner
    >
      <p className="mx-auto max-w-4xl">
        <strong>{t('admin.preview.strong')}</strong> {t('admin.preview.text')}
      </p>
    </section>
  )
}
