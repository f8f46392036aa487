import { Component, type ReactElement, Suspense } from 'react'
import { afterTurns, beginTurn, endTurn, isHydrating, nextTurn } from '~/lib/hydration-turns'

type Props = {
  children: ReactElement
}

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
 * changed in between would leave the server's attributes in place), then renders the current one
 * in a task of its own, after the turns already asked for (a calendar's second render doubled its
 * turn's task).
 *
 * A render that comes while it waits (its parent rendered again: a form's state settling once the
 * page runs) suspends again on the same turn. Preact resumes a part suspended while hydrating as
 * hydration, so the server's element stays in place; rendering there instead would hydrate the
 * part, and every part inside it, in its parent's task.
 */
class Turn extends Component<Props> {
  private held: ReactElement | null = null
  /** Settles when this part's turn has come; set while it waits for it. */
  private waiting: Promise<void> | null = null
  private turnHasCome = false

  override render() {
    if (this.waiting) throw this.waiting
    if (this.turnHasCome) {
      this.turnHasCome = false
      beginTurn()
    } else if (!this.held && isHydrating()) {
      this.held = this.props.children
      // Settled before Preact's own callback on it runs (that one is added to the promise this
      // returns), so the render it asks for finds the turn come.
      this.waiting = nextTurn().then(() => {
        this.waiting = null
        this.turnHasCome = true
      })
      throw this.waiting
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
    if (changed) afterTurns(() => this.forceUpdate())
  }
}
