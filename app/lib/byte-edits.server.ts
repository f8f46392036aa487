/** A change to a page's bytes: `length` bytes at `at` replaced by `text` (app/lib/deferred-scripts.server.ts). */
export interface ByteEdit {
  at: number
  length: number
  text: Uint8Array
}

/** A copy of bytes[from, to) with `edits` made: sorted by `at`, none overlapping, all within it. */
export function applyEdits(bytes: Buffer, edits: readonly ByteEdit[], from = 0, to = bytes.length): Buffer {
  const parts: Uint8Array[] = []
  for (const edit of edits) {
    parts.push(bytes.subarray(from, edit.at), edit.text)
    from = edit.at + edit.length
  }
  parts.push(bytes.subarray(from, to))
  return Buffer.concat(parts)
}
