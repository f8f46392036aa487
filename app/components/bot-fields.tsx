import { useId } from 'react'
import { BOT_FIELDS } from '~/lib/form-options'

/** The honeypot (hidden from people and assistive tech) and the signed fill-time stamp. */
export function BotFields({ stamp }: { stamp?: string }) {
  const id = useId()
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={id}>Please leave this field empty</label>
        <input
          id={id}
          type="text"
          name={BOT_FIELDS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {stamp ? <input type="hidden" name={BOT_FIELDS.startedAt} value={stamp} /> : null}
    </>
  )
}
