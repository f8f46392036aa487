import { useCallback } from 'react'

const passToBrowser = (event: Event) => {
  if ((event as SubmitEvent).submitter?.hasAttribute('formtarget')) event.stopPropagation()
}

/**
 * A ref for a form that lets a submit button with `formTarget` (a preview in a new tab) submit it
 * the browser's own way. React Router's <Form> sends every submission itself, in this tab; a
 * listener on the form element stops the submit event of such a button before it reaches React
 * (which listens at the document), so the browser posts the form to the button's `formAction` in
 * the tab it names. Every other button goes through <Form> as ever; without JavaScript the browser
 * does it all.
 */
export function useNewTabSubmit() {
  return useCallback((form: HTMLFormElement | null) => {
    if (!form) return
    form.addEventListener('submit', passToBrowser)
    return () => form.removeEventListener('submit', passToBrowser)
  }, [])
}
