import type * as React from 'react'
import { Checkbox } from '~/components/ui/checkbox'
import { FieldDescription, FieldError } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import { Textarea } from '~/components/ui/textarea'
import { cn } from '~/lib/utils'

/** The id of a form control, so error summaries can link to it. */
export const fieldId = (name: string) => `field-${name}`
export const errorId = (name: string) => `field-${name}-error`
const descriptionId = (name: string) => `field-${name}-description`

interface FieldProps {
  name: string
  label: string
  required?: boolean
  /**
   * Marked required (the "*", `aria-required`) without the browser's own check: for a field that
   * is required only while it is shown, such as a recurring event's repeat fields.
   */
  requiredWhenShown?: boolean
  /** messages for this field; the first is shown under the control */
  errors?: string[]
  description?: string
  className?: string
}

/** The label's "*" for a required field (the control itself carries `required`). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' '}
      *
    </span>
  )
}

function describedBy(name: string, errors?: string[], description?: string) {
  return (
    [description ? descriptionId(name) : null, errors?.length ? errorId(name) : null]
      .filter(Boolean)
      .join(' ') || undefined
  )
}

/** Label, control, description and error, wired with `aria-invalid` / `aria-describedby`. */
function FieldFrame({
  name,
  label,
  required,
  requiredWhenShown,
  errors,
  description,
  className,
  children,
}: FieldProps & { children: React.ReactNode }) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={fieldId(name)}>
        {label}
        {required || requiredWhenShown ? <RequiredMark /> : null}
      </Label>
      {description ? <FieldDescription id={descriptionId(name)}>{description}</FieldDescription> : null}
      {children}
      {errors?.length ? <FieldError id={errorId(name)}>{errors[0]}</FieldError> : null}
    </div>
  )
}

function controlProps(
  name: string,
  required: boolean | undefined,
  errors?: string[],
  description?: string,
  requiredWhenShown?: boolean,
) {
  return {
    id: fieldId(name),
    name,
    required,
    'aria-required': requiredWhenShown ? true : undefined,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy(name, errors, description),
  }
}

export function TextField({
  name,
  label,
  required,
  requiredWhenShown,
  errors,
  description,
  className,
  ...props
}: FieldProps & Omit<React.ComponentProps<'input'>, 'name'>) {
  return (
    <FieldFrame {...{ name, label, required, requiredWhenShown, errors, description, className }}>
      <Input {...props} {...controlProps(name, required, errors, description, requiredWhenShown)} />
    </FieldFrame>
  )
}

export function TextareaField({
  name,
  label,
  required,
  requiredWhenShown,
  errors,
  description,
  className,
  ...props
}: FieldProps & Omit<React.ComponentProps<'textarea'>, 'name'>) {
  return (
    <FieldFrame {...{ name, label, required, requiredWhenShown, errors, description, className }}>
      <Textarea {...props} {...controlProps(name, required, errors, description, requiredWhenShown)} />
    </FieldFrame>
  )
}

export type SelectOption = string | { value: string; label: string }

export function SelectField({
  name,
  label,
  required,
  requiredWhenShown,
  errors,
  description,
  className,
  options,
  placeholder,
  ...props
}: FieldProps &
  Omit<React.ComponentProps<'select'>, 'name'> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldFrame {...{ name, label, required, requiredWhenShown, errors, description, className }}>
      <Select {...props} {...controlProps(name, required, errors, description, requiredWhenShown)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </Select>
    </FieldFrame>
  )
}

/** One checkbox with its label beside it (a yes/no choice such as "recurring"). */
export function CheckboxField({
  name,
  label,
  description,
  className,
  id = fieldId(name),
  ...props
}: { name: string; label: string; description?: string; className?: string } & Omit<
  React.ComponentProps<'input'>,
  'name' | 'type'
>) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        name={name}
        className="mt-3"
        aria-describedby={description ? descriptionId(name) : undefined}
        {...props}
      />
      <div className="grid gap-1">
        {/* Not <Label>: its text-sm leading-tight font-semibold would compete with these classes. */}
        <label data-slot="label" htmlFor={id} className="flex min-h-11 items-center text-base font-medium">
          {label}
        </label>
        {description ? (
          <FieldDescription id={descriptionId(name)} className="-mt-2">
            {description}
          </FieldDescription>
        ) : null}
      </div>
    </div>
  )
}
