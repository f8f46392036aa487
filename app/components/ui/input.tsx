import type * as React from 'react'
import { cn } from '~/lib/utils'

export const controlClasses =
  'border-input bg-card text-foreground placeholder:text-muted-foreground w-full min-w-0 rounded-lg border px-3 py-2 text-base shadow-xs transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input data-slot="input" type={type} className={cn(controlClasses, 'min-h-11', className)} {...props} />
  )
}
