/**
 * Drag and drop for /trip's stops with plain HTML5 drag events (no library), loaded lazily by
 * trip-enhancements.tsx. Dropping a stop on a day puts it before the stop under the pointer, or
 * last. The move/up/down buttons stay for keyboards, screen readers and touch.
 */
export function enableDrag(
  root: Document,
  place: (stopId: string, day: string, index: number) => void,
): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>('.trip-stop[data-stop]')]
  for (const stop of stops) {
    stop.draggable = true
    stop.classList.add('cursor-grab')
  }
  let dragging: string | null = null
  const onStart = (event: DragEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('.trip-stop[data-stop]')
    if (!item) return
    dragging = item.dataset.stop ?? null
    event.dataTransfer?.setData('text/plain', dragging ?? '')
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
    item.classList.add('opacity-60')
  }
  const onEnd = (event: DragEvent) => {
    ;(event.target as HTMLElement).closest('.trip-stop')?.classList.remove('opacity-60')
    dragging = null
  }
  const dayOf = (event: DragEvent) =>
    (event.target as HTMLElement).closest<HTMLElement>('.trip-day[data-day]')
  const onOver = (event: DragEvent) => {
    if (dragging && dayOf(event)) event.preventDefault()
  }
  const onDrop = (event: DragEvent) => {
    const day = dayOf(event)
    const id = dragging ?? event.dataTransfer?.getData('text/plain')
    if (!day || !id) return
    event.preventDefault()
    const over = (event.target as HTMLElement).closest<HTMLElement>('.trip-stop[data-stop]')
    const siblings = [...day.querySelectorAll<HTMLElement>('.trip-stop[data-stop]')].filter(
      (s) => s.dataset.stop !== id,
    )
    let index = siblings.length
    if (over && over.dataset.stop !== id) {
      const rect = over.getBoundingClientRect()
      const before = event.clientY < rect.top + rect.height / 2
      index = siblings.indexOf(over) + (before ? 0 : 1)
    }
    place(id, day.dataset.day!, index)
  }
  root.addEventListener('dragstart', onStart)
  root.addEventListener('dragend', onEnd)
  root.addEventListener('dragover', onOver)
  root.addEventListener('drop', onDrop)
  return () => {
    root.removeEventListener('dragstart', onStart)
    root.removeEventListener('dragend', onEnd)
    root.removeEventListener('dragover', onOver)
    root.removeEventListener('drop', onDrop)
    for (const stop of stops) stop.draggable = false
  }
}
