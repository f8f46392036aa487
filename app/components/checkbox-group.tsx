import { errorId, fieldId } from '~/components/form-field'
import { Checkbox } from '~/components/ui/checkbox'
import { FieldDescription, FieldError, FieldLegend, FieldSet } from '~/components/ui/field'
import { cn } from '~/lib/utils'

/**
 * Same-name checkboxes in a fieldset (tags, amenities): the form sends every ticked value.
 * `section` makes the group a whole form section with the big legend.
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  selected = [],
  errors,
  description,
  section = false,
  className,
  optionLabel = (option) => option,
}: {
  /** an option's words (the value is what the form sends) */
  optionLabel?: (option: string) => string
  name: string
  legend: string
  options: readonly string[]
  selected?: readonly string[]
  errors?: string[]
  description?: string
  section?: boolean
  className?: string
}) {
  const invalid = errors?.length ? true : undefined
  const describedBy = invalid ? errorId(name) : undefined
  const body = (
    <>
      {description ? <FieldDescription className="clear-both mb-3">{description}</FieldDescription> : null}
      <div className="clear-both grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${index}`
          return (
            <label
              key={option}
              htmlFor={id}
              className="border-border hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent/40 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2"
            >
              <Checkbox
                id={id}
                name={name}
                value={option}
                defaultChecked={selected.includes(option)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
              <span>{optionLabel(option)}</span>
            </label>
          )
        })}
      </div>
      {invalid ? (
        <FieldError id={errorId(name)} className="mt-2">
          {errors![0]}
        </FieldError>
      ) : null}
    </>
  )
  if (section) {
    return (
      <FieldSet className={className}>
        <FieldLegend>{legend}</FieldLegend>
        {body}
      </FieldSet>
    )
  }
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {body}
    </fieldset>
  )
}
