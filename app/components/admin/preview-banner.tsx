/**
 * Above an editor's preview of a public page (issue 51 item 4): the page below is the public one,
 * with the listing as it stands, whatever its state; visitors do not see it until it is published.
 */
export function PreviewBanner() {
  return (
    <section
      aria-label="Preview"
      className="border-b-2 border-amber-700 bg-amber-100 px-4 py-3 text-amber-950"
      data-preview-banner
    >
      <p className="mx-auto max-w-4xl">
        <strong>Preview — not published.</strong> This is the public page as visitors will see it once it is
        published. Only editors can open this address.
      </p>
    </section>
  )
}
