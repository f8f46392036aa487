/**
 * The page's hydration in turns (`app/components/hydrate-in-turn.tsx`): `app/entry.client.tsx`
 * runs the first pass, and each part held back during it gets a turn of its own, one task after
 * another in the order they were met (page order), so that no single task blocks input for long.
 * A part hydrating in its turn holds back the parts inside it the same way, for later turns.
 */
let hydrating = false
const waiting: (() => void)[] = []
let channel: MessageChannel | null = null

/** True while the page's first hydration pass, or a held-back part's turn, renders. */
export function isHydrating() {
  return hydrating
}

/** Runs the page's first hydration pass. */
export function hydratePage(hydrate: () => void) {
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
}

/** A held-back part starts hydrating in its turn (until `endTurn`, once it has committed). */
export function beginTurn() {
  hydrating = true
}

export function endTurn() {
  hydrating = false
}

/** A promise that settles in a task of its own, after the turns asked for before it. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => afterTurns(resolve))
}

/**
 * Runs `work` in a task of its own once the turns asked for so far have run: for effects that
 * need not share the first pass's task (registering the service worker, fetching the code of a
 * card shown later).
 */
export function afterTurns(work: () => void) {
  waiting.push(work)
  if (waiting.length === 1) post()
}

// A message, not a timer: timers nested this deep wait at least 4 ms each, and a task per message
// lets input and painting in between.
function post() {
  if (!channel) {
    channel = new MessageChannel()
    channel.port1.onmessage = () => {
      // A turn whose render failed (an error boundary took over) never ended: no later render
      // may take itself for hydration.
      hydrating = false
      waiting.shift()?.()
      if (waiting.length) post()
    }
  }
  channel.port2.postMessage(null)
}
