import { useId, useState } from 'react'
import { useActionData } from 'react-router'
import { BOT_FIELDS, type FormActionData } from '~/lib/form-options'
import { useT } from '~/lib/i18n/use-t'

/**
 * The honeypot (hidden from people and assistive tech) and the signed fill-time stamp: the page's
 * own, or the renewed one an answer brought when the page's had expired (kept from then on, since
 * the page's loader does not run again after a failed send).
 */
export function BotFields({ stamp }: { stamp?: string }) {
  const id = useId()
  const t = useT()
  const renewal = (useActionData() as FormActionData | undefined)?.stamp
  const [renewed, setRenewed] = useState(renewal)
  if (renewal && renewal !== renewed) setRenewed(renewal)
  const value = renewal ?? renewed ?? stamp
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        {/* Pages without the forms' words (a newsletter box on a page not yet converted) keep the English. */}
        <label htmlFor={id}>
          {t.has('forms.honeypot') ? t('forms.honeypot') : 'Please leave this field empty'}
        </label>
        <input
          id={id}
          type="text"
          name={BOT_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {value ? <input type="hidden" name={BOT_FIELDS.startedAt} value={value} /> : null}
    </>
  )
}
