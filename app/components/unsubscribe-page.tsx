import type * as React from 'react'
import { ConfirmByButtonPage, confirmPageState } from '~/components/confirm-by-button'
import type { SendFailure } from '~/lib/send-form'

/** What the loader and action of app/lib/one-click-unsubscribe.server.ts answer. */
export type UnsubscribeState = { state: 'ask' | 'done' | 'invalid'; token: string; email: string }

/**
 * A "one-click unsubscribe" page (app/lib/one-click-unsubscribe.server.ts has its loader and
 * action): asks, says it is done, or says the link does not work, in the words of its list.
 */
export function UnsubscribePage({
  loaderData,
  actionData,
  texts,
}: {
  loaderData: UnsubscribeState
  actionData: UnsubscribeState | SendFailure | undefined
  texts: {
    title: Record<UnsubscribeState['state'], string>
    ask: (address: React.ReactNode) => React.ReactNode
    done: (address: React.ReactNode) => React.ReactNode
    invalid: string
    button: string
    link: { to: string; label: string }
  }
}) {
  const {
    state: { state, token, email },
    failed,
  } = confirmPageState(loaderData, actionData)
  const address = <strong className="[overflow-wrap:anywhere]">{email}</strong>
  return (
    <ConfirmByButtonPage
      title={texts.title[state]}
      body={state === 'ask' ? texts.ask(address) : state === 'done' ? texts.done(address) : texts.invalid}
      failed={failed}
      button={state === 'ask' ? { token, label: texts.button } : undefined}
      link={texts.link}
    />
  )
}
