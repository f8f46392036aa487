import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names (clsx). It does NOT resolve Tailwind conflicts (tailwind-merge was ~8 KB of
 * every page's first-load JavaScript): a component never combines two classes that set the same
 * property. Button sizes and shapes are variants (ui/button.tsx); a component whose default a
 * caller may replace leaves the default out when `hasClass` finds the caller's own.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

/**
 * 4821 -> "4,821" (en-US digit groups). Written out rather than with toLocaleString: that builds a
 * new Intl formatter on every call, a few milliseconds each on a slow phone.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** True when `className` holds a class matching `pattern`, e.g. hasClass(className, /^w-/). */
export function hasClass(className: string | undefined, pattern: RegExp): boolean {
  return className ? className.split(/\s+/).some((name) => pattern.test(name)) : false
}
