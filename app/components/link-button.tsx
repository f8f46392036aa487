import type * as React from 'react'
import { Link, type LinkProps } from 'react-router'
import { buttonVariants, type ButtonVariants } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/** A navigation link that looks like a button. */
export function LinkButton({ className, variant, size, shape, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />
}

/** An external link that looks like a button; opens in a new tab safely. */
export function ExternalLinkButton({
  className,
  variant,
  size,
  shape,
  ...props
}: React.ComponentProps<'a'> & ButtonVariants) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size, shape }), className)}
      {...props}
    />
  )
}
