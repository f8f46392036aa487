import crypto from 'node:crypto'
import zlib from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assembleGzip, crc32Combine, deflatePart, storedBlocks } from './gzip-splice'

describe('gzip splicing', () => {
  it('combines CRC32s exactly as computing it over the whole', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const whole = zlib.crc32(Buffer.concat([a, b]))
        expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(whole)
      }),
      { numRuns: 300 },
    )
    const big = crypto.randomBytes(200_000)
    expect(crc32Combine(zlib.crc32(big.subarray(0, 7)), zlib.crc32(big.subarray(7)), big.length - 7)).toBe(
      zlib.crc32(big),
    )
  })

  it('stored blocks inflate to their bytes, also past 64 KB', () => {
    for (const size of [0, 1, 24, 65_535, 65_536, 140_000]) {
      const bytes = crypto.randomBytes(size)
      const raw = Buffer.concat([storedBlocks(bytes), Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])])
      expect(zlib.inflateRawSync(raw).equals(bytes)).toBe(true)
    }
  })

  it('parts deflated once plus per-response values make one gzip stream of exactly the plain text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 400 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { maxLength: 6 }),
        (texts, tokens) => {
          const parts = texts.map((text) => Buffer.from(`<p>${text.repeat(3)}</p>`))
          const values = parts.slice(1).map((_, i) => Buffer.from(tokens[i] ?? 'nonce'))
          const plain = Buffer.concat(
            parts.flatMap((part, i) => (i < values.length ? [part, values[i]!] : [part])),
          )
          const gzip = Buffer.concat(
            assembleGzip(
              parts.map((part) => deflatePart(part)),
              values,
            ),
          )
          // gunzip checks the CRC32 and the length in the trailer.
          expect(zlib.gunzipSync(gzip).equals(plain)).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
