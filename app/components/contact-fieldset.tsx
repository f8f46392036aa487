import type * as React from 'react'
import { TextField } from '~/components/form-field'
import { FieldGroup, FieldLegend, FieldSet } from '~/components/ui/field'
import { type FieldErrors, LIMITS } from '~/lib/form-options'

/** The ways a public form asks how to reach someone: their name, email, phone and website. */
export type ContactField = 'name' | 'email' | 'phone' | 'website'

/** What each contact field is, whatever the form calls it: its input type, length and autofill. */
const CONTROL: Record<ContactField, React.ComponentProps<'input'>> = {
  name: { maxLength: LIMITS.name, autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  website: { type: 'url', placeholder: 'https://' },
}

export interface ContactFieldsProps {
  /** The fields asked for, in this order. */
  fields: readonly ContactField[]
  /** Each field's name in the form when it is not the field itself, e.g. `{ email: 'organizerEmail' }`. */
  names?: Partial<Record<ContactField, string>>
  /** The fields the form requires (the "*" and the browser's own check; the schema decides). */
  required?: readonly ContactField[]
  /** The form's labels by field name (its `labelsOf(...)`). */
  labels: Record<string, string>
  /** The form's state: the values as last typed and the messages (useSubmissionForm). */
  form: { text: (name: string) => string; errors: FieldErrors }
  /** What one form adds to a field: a description, autofill, a wider column. */
  extra?: Partial<
    Record<
      ContactField,
      Pick<React.ComponentProps<typeof TextField>, 'description' | 'autoComplete' | 'className'>
    >
  >
}

/**
 * The contact fields of the submit, contact and host forms, each wired like any FormField (label,
 * required mark, `aria-invalid` and `aria-describedby`, the value as last typed). Inside a form's
 * own section; ContactFieldset gives them a section of their own.
 */
export function ContactFields({
  fields,
  names = {},
  required = [],
  labels,
  form,
  extra = {},
}: ContactFieldsProps) {
  return fields.map((field) => {
    const name = names[field] ?? field
    return (
      <TextField
        key={field}
        name={name}
        label={labels[name] ?? name}
        required={required.includes(field) || undefined}
        {...CONTROL[field]}
        {...extra[field]}
        defaultValue={form.text(name)}
        errors={form.errors[name]}
      />
    )
  })
}

/**
 * A form's section about who sent it ("Organizer", "Contact", "Author Information"): the contact
 * fields under `legend`, then any of the section's other fields (`children`).
 */
export function ContactFieldset({
  legend,
  children,
  ...props
}: ContactFieldsProps & { legend: string; children?: React.ReactNode }) {
  return (
    <FieldSet>
      <FieldLegend>{legend}</FieldLegend>
      <FieldGroup>
        <ContactFields {...props} />
        {children}
      </FieldGroup>
    </FieldSet>
  )
}
