/**
 * The browser's copy of the form schemas (zod, app/lib/validation.ts), loaded after the page so it
 * is not part of the first-load JavaScript. The server checks every form again either way.
 */
import { useEffect } from 'react'
import { onFirstInteraction } from '~/lib/first-interaction'
import type * as ValidationExports from '~/lib/validation'

export type Validation = typeof ValidationExports

let loaded: Validation | null = null
let loading: Promise<Validation> | null = null

/** Starts (once) and returns the load of the schemas. */
export function loadValidation(): Promise<Validation> {
  loading ??= import('~/lib/validation').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null // try again next time
      throw error
    },
  )
  return loading
}

/** The schemas if they have arrived, else null. */
export function validationIfLoaded(): Validation | null {
  return loaded
}

/**
 * Loads the schemas when the visitor first touches, clicks, types or focuses anything on the page:
 * long before a form can be filled in and sent, but not in the busy moment right after hydration
 * (building zod's schemas is a long task on a slow phone). A submit that still beats them waits
 * for them (validationOrResubmit).
 */
export function usePreloadValidation() {
  useEffect(() => onFirstInteraction(() => void loadValidation().catch(() => {})), [])
}

/**
 * For a submit handler that needs the schemas: when they have not arrived yet, stops this submit,
 * waits for them and submits the form again with the same button (the handler then runs with the
 * schemas). Returns the schemas when they are ready now, else null.
 */
export function validationOrResubmit(event: {
  preventDefault: () => void
  currentTarget: HTMLFormElement
  nativeEvent: Event
}): Validation | null {
  if (loaded) return loaded
  event.preventDefault()
  const form = event.currentTarget
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null
  loadValidation().then(
    () => form.isConnected && form.requestSubmit(submitter ?? undefined),
    // The schemas could not be loaded (e.g. offline): send the form; the server checks it.
    () => {
      if (!form.isConnected) return
      failedLoad.add(form)
      form.requestSubmit(submitter ?? undefined)
    },
  )
  return null
}

const failedLoad = new WeakSet<HTMLFormElement>()
/**
 * True (once) when this submit is the resend after the schemas could not be loaded: the handler
 * then lets the form go to the server, which checks it.
 */
export function takeValidationFailure(form: HTMLFormElement): boolean {
  return failedLoad.delete(form)
}
