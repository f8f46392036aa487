import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '~/lib/utils'

// cn() only joins classes (no tailwind-merge), so no two classes here set the same property: the
// height, padding and text size live in `size`, the corner radius in `shape`. Callers change those
// through the variants, not by adding a competing class.
const SIZED_VARIANTS = [
  'default',
  'secondary',
  'outline',
  'outline-overlay',
  'ghost',
  'light',
  'outline-light',
  'destructive',
] as const

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold text-center transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-invalid:border-destructive [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        /** `outline` floating over a picture */
        'outline-overlay': 'border border-input bg-card/95 text-foreground shadow-md hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        light: 'bg-white text-foreground hover:bg-accent',
        'outline-light': 'border border-white/80 bg-black/20 text-white hover:bg-white/15',
        link: 'text-secondary underline-offset-4 hover:underline',
        /** an action that deletes for good */
        destructive: 'border-2 border-destructive bg-card text-destructive hover:bg-destructive/10',
      },
      size: {
        // see compoundVariants: a link-styled button has no height or side padding
        default: '',
        lg: 'min-h-12 px-6 py-2 text-base',
        sm: 'min-h-11 px-3 py-2 text-sm',
        icon: 'min-h-11 size-11 p-0 text-sm',
      },
      shape: {
        default: 'rounded-lg',
        round: 'rounded-full',
      },
    },
    compoundVariants: [
      { variant: [...SIZED_VARIANTS], size: 'default', className: 'min-h-11 px-4 py-2 text-sm' },
      { variant: 'link', size: 'default', className: 'min-h-0 px-0 py-2 text-sm' },
    ],
    defaultVariants: { variant: 'default', size: 'default', shape: 'default' },
  },
)

export type ButtonVariants = VariantProps<typeof buttonVariants>

export function Button({
  className,
  variant,
  size,
  shape,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & ButtonVariants) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size, shape }), className)}
      {...props}
    />
  )
}
