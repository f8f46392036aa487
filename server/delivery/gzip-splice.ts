import zlib from 'node:zlib'

/**
 * A gzip member assembled from pieces: a page's static parts deflated once, and short
 * per-response values (a nonce, a form stamp) written between them as stored (uncompressed)
 * deflate blocks. Each part is its own deflate stream ending on a flush, so it is byte aligned and
 * the pieces concatenate; a final empty block and the trailer (CRC32 of the whole output, combined
 * from the parts' CRCs, plus its length) close it. A cached page so carries fresh values per
 * response without being compressed again.
 *
 * Compression across the cuts: part k is deflated with the 32 KB before it as its dictionary,
 * where each value is stood in for by as many NUL bytes. A page holds no NUL, so no back-reference
 * can land on those bytes; with values of the same length as at storing time every other distance
 * is right. That keeps the spliced page as small as one compressed whole (about 19 KB for /eat,
 * not the 23 KB of parts compressed alone). A page that holds NUL is cut with full flushes instead
 * (no dictionary), which takes values of any length.
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** A final, empty stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

export interface DeflatedPart {
  /** raw deflate blocks, not final, ending byte aligned */
  deflated: Buffer
  /** CRC32 and length of the uncompressed bytes */
  crc: number
  length: number
}

export interface GzipTemplate {
  parts: DeflatedPart[]
  /**
   * The byte length each value must have (the parts' dictionaries assumed it); undefined when the
   * parts were cut without dictionaries and take values of any length.
   */
  valueLengths?: number[]
  /** The whole member laid out once, for values of `valueLengths` (see gzipLayout). */
  layout?: GzipLayout
}

/**
 * A template's whole gzip member in one buffer, with zeros where each value goes: an answer is one
 * copy of it with the values written in, and its CRC is the zeros' CRC corrected by each value's
 * (CRC32 is linear: only the value bytes differ, so each adds crc(value) ^ crc(its zeros), moved
 * past the bytes that follow it). One buffer per answer, nothing computed per part.
 */
export interface GzipLayout {
  bytes: Buffer
  /** where value i's bytes start in `bytes` */
  offsets: number[]
  /** value i's length, the CRC32 of that many zeros, and x^(8n) for the n bytes after it */
  lengths: number[]
  zeroCrcs: number[]
  shifts: number[]
  /** CRC32 of the page with zeros for every value */
  crc: number
  /** where the trailer's CRC goes */
  crcAt: number
}

const WINDOW = 32 * 1024

/** Deflates one part alone, ending with a full flush (dictionary reset, byte aligned). */
export function deflatePart(bytes: Buffer, level = 6): DeflatedPart {
  return {
    deflated: zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    crc: zlib.crc32(bytes),
    length: bytes.length,
  }
}

/**
 * Deflates a page's parts once, for values of `valueLengths` bytes between them (see the note at
 * the top for why NUL stand-ins are safe).
 */
export function deflateTemplate(
  parts: readonly Buffer[],
  valueLengths: readonly number[],
  level = 6,
): GzipTemplate {
  if (parts.some((part) => part.includes(0)))
    return { parts: packed(parts.map((part) => deflatePart(part, level))) }
  let history = Buffer.alloc(0)
  const deflated = parts.map((part, i) => {
    const options: zlib.ZlibOptions = { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }
    if (history.length > 0) options.dictionary = history
    const result: DeflatedPart = {
      deflated: zlib.deflateRawSync(part, options),
      crc: zlib.crc32(part),
      length: part.length,
    }
    const next = Buffer.concat([history, part, Buffer.alloc(valueLengths[i] ?? 0)])
    history = Buffer.from(next.subarray(Math.max(0, next.length - WINDOW)))
    return result
  })
  const template: GzipTemplate = { parts: packed(deflated), valueLengths: [...valueLengths] }
  template.layout = gzipLayout(template)
  return template
}

/** The template laid out whole (see GzipLayout); undefined for a template of free-length values. */
export function gzipLayout(template: GzipTemplate): GzipLayout | undefined {
  const lengths = template.valueLengths
  if (!lengths || lengths.some((length) => length > 0xffff)) return undefined
  const pieces: Buffer[] = [GZIP_HEADER]
  const offsets: number[] = []
  const zeroCrcs: number[] = []
  const afterValue: number[] = []
  let at = GZIP_HEADER.length
  let crc = 0
  let total = 0
  template.parts.forEach((part, i) => {
    pieces.push(part.deflated)
    at += part.deflated.length
    crc = crc32Combine(crc, part.crc, part.length)
    total += part.length
    if (i >= lengths.length) return
    const length = lengths[i]!
    if (length > 0) {
      const block = storedBlocks(Buffer.alloc(length))
      pieces.push(block)
      offsets.push(at + 5)
      at += block.length
      const zeros = zlib.crc32(Buffer.alloc(length))
      zeroCrcs.push(zeros)
      crc = crc32Combine(crc, zeros, length)
      total += length
      afterValue.push(total)
    } else {
      offsets.push(-1)
      zeroCrcs.push(0)
      afterValue.push(total)
    }
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(total % 0x100000000, 4)
  pieces.push(FINAL_BLOCK, trailer)
  const bytes = Buffer.concat(pieces)
  return {
    bytes,
    offsets,
    lengths: [...lengths],
    zeroCrcs,
    shifts: afterValue.map((upTo) => x8nModP(total - upTo)),
    crc,
    crcAt: bytes.length - 8,
  }
}

/**
 * The parts' deflated bytes moved into one buffer. zlib's output is a view into a 16 KB chunk, so
 * a cached page of 37 small parts would otherwise pin 600 KB (about 100 MB more resident memory
 * under load, with the cache full).
 */
function packed(parts: DeflatedPart[]): DeflatedPart[] {
  const all = Buffer.concat(parts.map((part) => part.deflated))
  let offset = 0
  return parts.map((part) => {
    const deflated = all.subarray(offset, offset + part.deflated.length)
    offset += part.deflated.length
    return { ...part, deflated }
  })
}

/** The bytes as stored deflate blocks (no compression; at most 65,535 bytes per block). */
export function storedBlocks(bytes: Buffer): Buffer {
  const pieces: Buffer[] = []
  for (let start = 0; start < bytes.length || pieces.length === 0; start += 0xffff) {
    const chunk = bytes.subarray(start, start + 0xffff)
    const head = Buffer.alloc(5)
    head[0] = 0x00 // BFINAL=0, BTYPE=00 (stored); the rest of the byte is padding
    head.writeUInt16LE(chunk.length, 1)
    head.writeUInt16LE(~chunk.length & 0xffff, 3)
    pieces.push(head, chunk)
    if (chunk.length === 0) break
  }
  return Buffer.concat(pieces)
}

// CRC32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, polynomial 0xedb88320).
const POLY = 0xedb88320

/** a(x) * b(x) modulo the CRC polynomial, in CRC32's reflected bit order. */
function multModP(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N = new Uint32Array(32)
X2N[0] = 0x40000000
for (let k = 1; k < 32; k++) X2N[k] = multModP(X2N[k - 1]!, X2N[k - 1]!)

/** x^(8n) modulo the polynomial: the effect of appending n zero bytes. */
function x8nModP(n: number): number {
  let xp = 0x80000000
  let k = 3
  while (n > 0) {
    if (n & 1) xp = multModP(X2N[k & 31]!, xp)
    n = Math.floor(n / 2)
    k++
  }
  return xp
}

/** CRC32 of A followed by B, from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x8nModP(lengthB), crcA) ^ crcB) >>> 0
}

/**
 * assembleGzip's body as one buffer: a copy of the template's layout with the values written in
 * when it has one (one write to the socket, not two per value), else the pieces joined. With
 * `into` large enough, the body is written at its start (the answer is a view into it).
 */
export function assembleGzipBuffer(
  template: GzipTemplate,
  values: readonly Buffer[],
  into?: Buffer,
): Buffer | undefined {
  const layout = template.layout
  if (!layout) {
    const pieces = assembleGzip(template, values)
    return pieces && Buffer.concat(pieces)
  }
  for (let i = 0; i < layout.offsets.length; i++)
    if ((values[i]?.length ?? 0) !== layout.lengths[i]) return undefined
  const out =
    into && into.length >= layout.bytes.length
      ? into.subarray(0, layout.bytes.length)
      : Buffer.allocUnsafe(layout.bytes.length)
  out.set(layout.bytes)
  // A value repeated in the page (a nonce in every script tag) is one Buffer: its CRC is taken
  // once, and its places' shifts are added up first (multiplication distributes over XOR).
  const distinct: Buffer[] = []
  const shiftSums: number[] = []
  const zeroCrcs: number[] = []
  for (let i = 0; i < layout.offsets.length; i++) {
    const at = layout.offsets[i]!
    if (at < 0) continue
    const value = values[i]!
    out.set(value, at)
    let k = distinct.indexOf(value)
    if (k === -1) {
      k = distinct.push(value) - 1
      shiftSums.push(0)
      zeroCrcs.push(layout.zeroCrcs[i]!)
    }
    shiftSums[k] = (shiftSums[k]! ^ layout.shifts[i]!) >>> 0
  }
  let crc = layout.crc
  for (let k = 0; k < distinct.length; k++)
    if (shiftSums[k] !== 0) crc ^= multModP(shiftSums[k]!, (zlib.crc32(distinct[k]!) ^ zeroCrcs[k]!) >>> 0)
  out.writeUInt32LE(crc >>> 0, layout.crcAt)
  return out
}

/**
 * One gzip body from a template and this response's values: parts[0], values[0], parts[1], …
 * (`values.length === parts.length - 1`); undefined when a value's length differs from the one the
 * template was made for.
 */
export function assembleGzip(template: GzipTemplate, values: readonly Buffer[]): Buffer[] | undefined {
  if (template.valueLengths?.some((length, i) => values[i]?.length !== length)) return undefined
  const out: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  template.parts.forEach((part, i) => {
    out.push(part.deflated)
    crc = crc32Combine(crc, part.crc, part.length)
    length += part.length
    const value = values[i]
    if (value && value.length > 0) {
      out.push(storedBlocks(value))
      crc = zlib.crc32(value, crc)
      length += value.length
    }
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 0x100000000, 4)
  out.push(FINAL_BLOCK, trailer)
  return out
}

// The buffers gzip answers are assembled in, reused: a fresh 20 KB buffer per answer, at 10,000
// answers a second, is 200 MB/s of memory outside the JavaScript heap, which V8 answers with
// frequent full collections. At most SPARES of SPARE_BYTES are kept (1 MB); a larger page gets a
// buffer of its own.
const SPARE_BYTES = 64 * 1024
const SPARES = 16
const spares: Buffer[] = []

export function takeSpare(): Buffer {
  return spares.pop() ?? Buffer.allocUnsafeSlow(SPARE_BYTES)
}

export function giveBack(spare: Buffer) {
  if (spares.length < SPARES) spares.push(spare)
}
