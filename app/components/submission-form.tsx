import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { Form, useActionData } from 'react-router'
import { notify } from '~/lib/notify'
import { BotFields } from '~/components/bot-fields'
import { FormErrorSummary } from '~/components/form-error-summary'
import { SendLaterOffer, useSendLater } from '~/components/send-later'
import { errorId, fieldId, RequiredMark } from '~/components/form-field'
import { LinkButton } from '~/components/link-button'
import { Button } from '~/components/ui/button'
import { FieldDescription, FieldError } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useIsPending } from '~/components/use-is-pending'
import { IDEMPOTENCY_FIELD } from '~/lib/send-messages'
import { fillIdempotencyKey } from '~/lib/send-form'
import { useHydrated } from '~/lib/use-hydrated'
import {
  checkImageFiles,
  type FieldErrors,
  type FormActionData,
  type FormValues,
  IMAGE_LIMITS,
  MESSAGES,
} from '~/lib/form-options'
import {
  takeValidationFailure,
  usePreloadValidation,
  type Validation,
  validationOrResubmit,
} from '~/lib/load-validation'
import type { FormDefinition } from '~/lib/validation'
import { type FormWords, localizeErrors, localizeMessage } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'

function focusFirstInvalid(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  target?.focus()
}

/**
 * Client side of a submission form: runs the same zod schema on submit (instant field errors and
 * the 'Validation Error' toast), shows the server's answer (errors, values as typed, failures)
 * and moves focus to the first invalid field. The server stays the authority.
 *
 * The schemas (zod) are not in the page's first load: they are fetched on the visitor's first
 * interaction with the page, and a submit that comes before they arrive waits for them.
 * `definition` picks the form's definition out of app/lib/validation.ts, e.g.
 * `(v) => v.RESTAURANT_FORM`.
 */
export function useSubmissionForm(
  definition: (validation: Validation) => FormDefinition,
  {
    images = false,
    initialValues = null,
    onValid,
    words,
  }: {
    images?: boolean
    /** the form's kind and field list: the browser's messages in the page's language */
    words?: FormWords
    /** values to start from when the server has not answered (e.g. a draft kept on the device) */
    initialValues?: FormValues | null
    /** called when the browser checks pass, just before the form is sent */
    onValid?: () => void
  } = {},
) {
  const actionData = useActionData<FormActionData>()
  const t = useT()
  const say = (text: string) => localizeMessage(t, text)
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const [focusTick, setFocusTick] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const pending = useIsPending()
  usePreloadValidation()
  const sendLater = useSendLater(formRef)
  const { offer } = sendLater

  useEffect(() => {
    if (!actionData?.formError) return
    setClientErrors(null)
    if (actionData.sendFailed) {
      // app/lib/send-form.ts has shown the toast; the form stays as it is, with the offer
      offer()
      return
    }
    void notify.error(actionData.formError.title, { description: actionData.formError.description })
    setFocusTick((tick) => tick + 1)
  }, [actionData, offer])

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current)
  }, [focusTick])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    fillIdempotencyKey(form)
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.formNoValidate) return
    const loadFailed = takeValidationFailure(form)
    const validation = loadFailed ? null : validationOrResubmit(event)
    // Not loaded yet: this submit was stopped and is sent again once the schemas are here.
    if (!validation && !loadFailed) return
    const formData = new FormData(form)
    const parsed = validation?.parseFormData(formData, definition(validation))
    const errors: FieldErrors = !parsed || parsed.success ? {} : { ...parsed.errors }
    if (images) {
      const files = formData.getAll('photos').filter((entry): entry is File => typeof entry !== 'string')
      const problem = checkImageFiles(files)
      if (problem) errors.photos = [problem]
    }
    if (Object.keys(errors).length > 0) {
      event.preventDefault()
      setClientErrors(localizeErrors(t, errors, words))
      void notify.error(say(MESSAGES.validationTitle), { description: say(MESSAGES.validationDescription) })
      setFocusTick((tick) => tick + 1)
      return
    }
    setClientErrors(null)
    // Without a signal the request would fail and the page would lose what was typed: keep the
    // form as it is and say so plainly.
    if (!navigator.onLine) {
      event.preventDefault()
      void notify.error(say(MESSAGES.offlineTitle), { description: say(MESSAGES.offlineDescription) })
      // ... and offers to keep it on the device, to be sent by itself later (next to the buttons)
      sendLater.offer()
      return
    }
    sendLater.reset()
    onValid?.()
  }

  const errors = clientErrors ?? actionData?.errors ?? {}
  const formError = clientErrors
    ? { title: say(MESSAGES.validationTitle), description: say(MESSAGES.validationDescription) }
    : actionData?.formError
  const values: FormValues = actionData?.values ?? initialValues ?? {}
  return {
    formRef,
    onSubmit,
    /** photos need a multipart body; the other forms send plain fields */
    encType: images ? ('multipart/form-data' as const) : undefined,
    /** with JavaScript the schema checks replace the browser's own bubbles */
    noValidate: hydrated,
    errors,
    formError,
    values,
    pending,
    sendLater,
    /** text value of a field as last typed */
    text: (name: string, fallback = '') => {
      const value = values[name]
      return typeof value === 'string' ? value : fallback
    },
    list: (name: string) => {
      const value = values[name]
      return Array.isArray(value) ? value : []
    },
    checked: (name: string, fallback = false) => {
      const value = values[name]
      return value === undefined ? fallback : value === 'on'
    },
  }
}

type SubmissionFormState = ReturnType<typeof useSubmissionForm>

/**
 * The skeleton every submission screen shares: the form (multipart when it takes photos), the
 * failure summary, the required note, the bot fields, the screen's fields (`children`), then the
 * buttons: an optional Cancel link to `cancelTo`, any other `actions`, and the submit button.
 * Name it with `aria-label` or `aria-labelledby`; `labels` names each field in the summary.

 */
export function SubmissionForm({
  form,
  stamp,
  labels,
  submitLabel,
  cancelTo,
  actions,
  children,
  ...aria
}: {
  form: SubmissionFormState
  /** the loader's fill-time stamp */
  stamp: string
  labels: Record<string, string>
  submitLabel: string
  cancelTo?: string
  actions?: React.ReactNode
  children: React.ReactNode
} & Pick<React.ComponentProps<'form'>, 'aria-label' | 'aria-labelledby'>) {
  const t = useT()
  const secondary = cancelTo !== undefined || actions !== undefined
  return (
    <Form
      ref={form.formRef}
      method="post"
      encType={form.encType}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="relative grid gap-6"
      {...aria}
    >
      <FormAlert formError={form.formError} errors={form.errors} labels={labels} />
      <RequiredNote />
      <BotFields stamp={stamp} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} />
      {children}
      <SendLaterOffer sendLater={form.sendLater} />
      <div className={secondary ? 'flex flex-wrap justify-end gap-3' : 'flex justify-end'}>
        {cancelTo !== undefined ? (
          <LinkButton to={t.path(cancelTo)} variant="outline" size="lg">
            {t('forms.cancel')}
          </LinkButton>
        ) : null}
        {actions}
        <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  )
}

/** The summary alert for the form's last failure, if any. */
function FormAlert({
  formError,
  errors,
  labels,
}: {
  formError?: { title: string; description: string }
  errors: FieldErrors
  labels: Record<string, string>
}) {
  if (!formError) return null
  return (
    <FormErrorSummary
      title={formError.title}
      description={formError.description}
      errors={errors}
      labels={labels}
    />
  )
}

/** The primary button: reads "Submitting..." while the form is sent. */
function SubmitButton({ pending, children }: { pending: boolean; children: React.ReactNode }) {
  const t = useT()
  return (
    <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
      {pending ? t('forms.submitting') : children}
    </Button>
  )
}

/** Photo picker: up to 5 JPEG, PNG or WebP images of at most 25 MB each (checked again on the server). */
export function PhotoField({ errors, label }: { errors?: string[]; label?: string }) {
  const t = useT()
  const invalid = errors?.length ? true : undefined
  return (
    <div className="clear-both grid gap-2">
      <Label htmlFor={fieldId('photos')}>{label ?? t('forms.photos.label')}</Label>
      <FieldDescription id="field-photos-description">{t('forms.photos.hint')}</FieldDescription>
      <Input
        id={fieldId('photos')}
        name="photos"
        type="file"
        multiple
        accept={IMAGE_LIMITS.types.join(',')}
        aria-invalid={invalid}
        aria-describedby={['field-photos-description', invalid ? errorId('photos') : null]
          .filter(Boolean)
          .join(' ')}
        className="file:bg-muted file:text-foreground file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5 file:font-semibold"
      />
      {invalid ? <FieldError id={errorId('photos')}>{errors![0]}</FieldError> : null}
    </div>
  )
}

/** "Fields marked * are required." */
function RequiredNote() {
  const t = useT()
  return (
    <p className="text-muted-foreground text-sm">
      {t('forms.requiredNote.before')}
      <RequiredMark /> {t('forms.requiredNote.after')}
    </p>
  )
}
