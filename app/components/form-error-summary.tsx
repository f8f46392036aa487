import { CircleAlert } from '~/components/icons'
import { fieldId } from '~/components/form-field'
import type { FieldErrors } from '~/lib/validation'

/**
 * The alert at the top of a form after a failed send: its title and description ('Validation
 * Error' / 'Please fix the errors in the form.', 'Submission Failed' …) and a link to each field
 * with a problem. Works without JavaScript.
 */
export function FormErrorSummary({
  title,
  description,
  errors,
  labels,
}: {
  title: string
  description: string
  errors?: FieldErrors
  labels: Record<string, string>
}) {
  const entries = Object.entries(errors ?? {}).filter(([, messages]) => messages.length > 0)
  return (
    <div
      role="alert"
      className="border-destructive bg-card flex gap-3 rounded-(--radius-card) border-2 p-4 shadow-sm"
      data-testid="form-error-summary"
    >
      <CircleAlert className="text-destructive mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1">{description}</p>
        {entries.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {entries.map(([name, messages]) => (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  className="text-destructive inline-block min-h-6 py-0.5 underline underline-offset-4"
                >
                  {labels[name] ?? name}: {messages[0]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
