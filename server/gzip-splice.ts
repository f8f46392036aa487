import zlib from 'node:zlib'

/**
 * A gzip member assembled from pieces: static parts deflated once (each ending on a full flush,
 * so it is byte aligned and needs no earlier dictionary), and short per-response parts written as
 * stored (uncompressed) deflate blocks. Concatenated with a final empty block and the trailer (CRC32
 * of the whole output plus its length), they are one valid gzip stream, so a cached page can carry
 * a fresh value per response without compressing the page again.
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** A final, empty stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

export interface DeflatedPart {
  /** raw deflate blocks, not final, ending byte aligned with an empty dictionary */
  deflated: Buffer
  /** CRC32 and length of the uncompressed bytes */
  crc: number
  length: number
}

/** Deflates one static part once, ending with a full flush (dictionary reset, byte aligned). */
export function deflatePart(bytes: Buffer, level = 6): DeflatedPart {
  return {
    deflated: zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    crc: zlib.crc32(bytes),
    length: bytes.length,
  }
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
 * One gzip body from static parts and per-response values: parts[0], values[0], parts[1], …
 * (`values.length === parts.length - 1`).
 */
export function assembleGzip(parts: readonly DeflatedPart[], values: readonly Buffer[]): Buffer[] {
  const out: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  parts.forEach((part, i) => {
    out.push(part.deflated)
    crc = length === 0 ? part.crc : crc32Combine(crc, part.crc, part.length)
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
