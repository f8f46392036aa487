import { Form, Link } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { ADDRESS_MAX } from '~/lib/addresses'
import type { DuplicateListing } from '~/lib/duplicates'

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
  return (
    <Form method="post" className="grid gap-3" aria-labelledby="address-heading">
      <h2 id="address-heading" className="font-display text-2xl font-bold">
        Address
      </h2>
      <p className="text-muted-foreground">
        The public page is at{' '}
        <span className="text-foreground font-mono break-all">{`${base}${current}`}</span>. Changing the
        address moves the page, its photos, history and saved trips; the old address keeps leading to the new
        one.
      </p>
      <TextField
        name="address"
        label={`Address (after ${base})`}
        description="Lowercase letters, digits and hyphens between words, e.g. huckleberry-hut-dinner."
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
          Change the address
        </Button>
      </div>
    </Form>
  )
}

/** "This looks like a listing the guide already has", naming and linking each one. */
export function DuplicateWarning({ duplicates, going }: { duplicates: DuplicateListing[]; going: string }) {
  if (duplicates.length === 0) return null
  return (
    <section
      aria-labelledby="duplicate-heading"
      className="mt-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="duplicate-heading" className="text-lg font-bold">
        {duplicates.length === 1
          ? 'This looks like a listing the guide already has'
          : `This looks like ${duplicates.length} listings the guide already has`}
      </h2>
      <ul className="mt-2 grid gap-1">
        {duplicates.map((listing) => (
          <li key={listing.id}>
            <Link to={listing.editPath} className="font-semibold underline underline-offset-4">
              {listing.title}
            </Link>
            {listing.town ? ` in ${listing.town}` : ''}
            {listing.hidden ? ' (hidden)' : ` at ${listing.publicPath}`}
          </li>
        ))}
      </ul>
      <p className="mt-2">{going}</p>
    </section>
  )
}
