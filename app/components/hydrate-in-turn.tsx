import { Component, type ReactElement, Suspense } from 'react'
import { beginTurn, endTurn, isHydrating, nextTurn } from '~/lib/hydration-turns'

type Props = { children: ReactElement }

/**
 * Holds its part of the page back while the page hydrates, then hydrates it in a task of its own.
 *
 * Preact hydrates the whole page in one task, which on a phone blocked input for a few hundred
 * milliseconds (Lighthouse's total blocking time). A part wrapped in this component suspends during
 * that first pass: Preact keeps the server's element as it is and goes on with the rest, and the
 * part is hydrated when its turn comes (`app/lib/hydration-turns.ts`: one part per task, in page
 * order; parts inside it get later turns). Until then its element is the server's plain HTML:
 * links and forms work as they do without JavaScript.
 *
 * The child must be a single element (Preact keeps one element of a suspended part). On the
 * server, under React in development, and in any render that is not hydration (a client-side
 * navigation) it renders its child as it is.
 */
export function HydrateInTurn({ children }: Props) {
  if (!__PREACT__) return children
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  )
}

/**
 * Suspends while the page hydrates. In its turn it hydrates the child the server rendered (the one
 * it had when it suspended: hydrating adopts elements without changing them, so a child that had
 * changed in between would leave the server's attributes in place), then renders the current one.
 */
class Turn extends Component<Props> {
  private held: ReactElement | null = null
  private suspended = false

  override render() {
    if (!this.suspended && isHydrating()) {
      this.held = this.props.children
      this.suspended = true
      throw nextTurn()
    }
    if (this.suspended) {
      this.suspended = false
      beginTurn()
    }
    return this.held ?? this.props.children
  }

  override componentDidMount() {
    this.committed()
  }

  override componentDidUpdate() {
    this.committed()
  }

  private committed() {
    if (!this.held) return
    endTurn()
    const changed = this.held !== this.props.children
    this.held = null
    if (changed) this.forceUpdate()
  }
}
