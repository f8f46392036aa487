import { Form, Link } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { ADDRESS_MAX } from '~/lib/addresses'
import type { DuplicateListing } from '~/lib/duplicates'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'

/**
 * The listing editor's parts for names and addresses (issue 51 item 6): the address form (the last
 * part of the public URL, changed on its own: the old address then leads to the new one) and the
 * warning that a new or submitted listing looks like one the guide already has.
 */

export function AddressForm({
  base,
  current,
  value,
  errors,
  pending,
}: {
  /** the public path before the address, e.g. /eat/ */
  base: string
  current: string
  /** what the editor sent (shown again when refused) */
  value?: string
  errors?: string[]
  pending: boolean
}) {
  const t = useT()
  return (
    <Form method="post" className="grid gap-3" aria-labelledby="address-heading">
      <h2 id="address-heading" className="font-display text-2xl font-bold">
        {t('adminEditor.address.heading')}
      </h2>
      <p className="text-muted-foreground">
        {t('adminEditor.address.before')}{' '}
        <span className="text-foreground font-mono break-all">{`${base}${current}`}</span>
        {t('adminEditor.address.after')}
      </p>
      <TextField
        name="address"
        label={t('adminEditor.address.label', { base })}
        description={t('adminEditor.address.hint')}
        defaultValue={value ?? current}
        errors={errors}
        required
        maxLength={ADDRESS_MAX}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <div>
        <Button type="submit" name="intent" value="rename" variant="outline" disabled={pending}>
          {t('adminEditor.address.button')}
        </Button>
      </div>
    </Form>
  )
}

/** "This looks like a listing the guide already has", naming and linking each one. */
export function DuplicateWarning({ duplicates, going }: { duplicates: DuplicateListing[]; going: string }) {
  const t = useT()
  // Shared with the submission page: its words when the page sends `adminEditor.common`, else English.
  const say = (key: MessageKey, english: string, values?: Record<string, unknown>) =>
    t.has(key) ? t(key, values) : english
  if (duplicates.length === 0) return null
  return (
    <section
      aria-labelledby="duplicate-heading"
      className="mt-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="duplicate-heading" className="text-lg font-bold">
        {say(
          'adminEditor.common.duplicates.heading',
          duplicates.length === 1
            ? 'This looks like a listing the guide already has'
            : `This looks like ${duplicates.length} listings the guide already has`,
          { count: duplicates.length },
        )}
      </h2>
      <ul className="mt-2 grid gap-1">
        {duplicates.map((listing) => (
          <li key={listing.id}>
            <Link to={t.path(listing.editPath)} className="font-semibold underline underline-offset-4">
              {listing.title}
            </Link>
            {listing.town
              ? say('adminEditor.common.duplicates.in', ` in ${listing.town}`, { town: listing.town })
              : ''}
            {listing.hidden
              ? say('adminEditor.common.duplicates.hidden', ' (hidden)')
              : say('adminEditor.common.duplicates.at', ` at ${listing.publicPath}`, {
                  path: listing.publicPath,
                })}
          </li>
        ))}
      </ul>
      <p className="mt-2">{going}</p>
    </section>
  )
}
