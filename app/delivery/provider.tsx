import type { ReactNode } from 'react'
import type { AppLoadContext } from 'react-router'
import { InlineImagesContext } from './inline-image'
import { NonceContext } from './nonce'
import { InlineStylesContext } from './stylesheet'

const NONE: ReadonlyMap<string, string> = new Map()

/**
 * What the server gives a page's render from the response (server/app.ts `getLoadContext`): the
 * CSP nonce, the stylesheet's text and our illustrations as data: URLs. The one place the server
 * entry hands delivery details to the tree; the browser renders without it.
 */
export function DeliveryProvider({ context, children }: { context: AppLoadContext; children: ReactNode }) {
  return (
    <NonceContext.Provider value={context.cspNonce}>
      <InlineStylesContext.Provider value={context.inlineStyles ?? NONE}>
        <InlineImagesContext.Provider value={context.inlineImages ?? NONE}>
          {children}
        </InlineImagesContext.Provider>
      </InlineStylesContext.Provider>
    </NonceContext.Provider>
  )
}
