import type * as React from 'react'
import { cn, hasClass } from '~/lib/utils'

/** A form section: a fieldset with its legend (shadcn `field` in spirit). */
export function FieldSet({ className, ...props }: React.ComponentProps<'fieldset'>) {
  return (
    <fieldset
      data-slot="field-set"
      className={cn(
        'border-border bg-card min-w-0 rounded-(--radius-card) border p-5 shadow-sm sm:p-6',
        className,
      )}
      {...props}
    />
  )
}

export function FieldLegend({ className, ...props }: React.ComponentProps<'legend'>) {
  return (
    <legend
      data-slot="field-legend"
      className={cn('font-display float-left mb-4 w-full text-2xl font-bold', className)}
      {...props}
    />
  )
}

/** The fields of a section, in a responsive grid (clears the floated legend). */
export function FieldGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-group"
      className={cn(
        'clear-both grid gap-5',
        !hasClass(className, /^sm:grid-cols-/) && 'sm:grid-cols-2',
        className,
      )}
      {...props}
    />
  )
}

export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="field-description" className={cn('text-muted-foreground text-sm', className)} {...props} />
  )
}

export function FieldError({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="field-error" className={cn('text-destructive text-sm font-medium', className)} {...props} />
  )
}
