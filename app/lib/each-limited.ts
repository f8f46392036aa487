/**
 * Runs `task` over `items`, at most `parallel` at a time, in order of start. On the first failure
 * no new task starts, the ones under way are waited for, and then that failure is thrown: the
 * caller's clean-up runs after the last of them, never beside it (a stopped offline save deletes
 * its cache only once no file is still being put in it).
 */
export async function eachLimited<T>(
  items: readonly T[],
  parallel: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  let failure: { error: unknown } | null = null
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (!failure && next < items.length) {
        const index = next++
        try {
          await task(items[index]!, index)
        } catch (error) {
          failure ??= { error }
        }
      }
    }),
  )
  if (failure) throw (failure as { error: unknown }).error
}
