import crypto from 'node:crypto'
import zlib from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  assembleGzip,
  assembleGzipBuffer,
  crc32Combine,
  deflatePart,
  deflateTemplate,
  storedBlocks,
} from './gzip-splice'

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
        fc.boolean(),
        (texts, tokens, withNul) => {
          const parts = texts.map((text, i) =>
            Buffer.from(`<p>${text.repeat(3)}${withNul && i === 0 ? '\0' : ''}</p>`),
          )
          const values = parts.slice(1).map((_, i) => Buffer.from(tokens[i] ?? 'nonce'))
          const plain = Buffer.concat(
            parts.flatMap((part, i) => (i < values.length ? [part, values[i]!] : [part])),
          )
          // Stored with stand-ins of the values' lengths, then served with these values.
          const template = deflateTemplate(
            parts,
            values.map((value) => value.length),
          )
          const gzip = Buffer.concat(assembleGzip(template, values)!)
          // gunzip checks the CRC32 and the length in the trailer.
          expect(zlib.gunzipSync(gzip).equals(plain)).toBe(true)
          // The one-buffer answer (the layout, its CRC corrected per value) is the same member.
          expect(assembleGzipBuffer(template, values)!.equals(gzip)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('compresses across the cuts: a page cut at many places stays about as small as compressed whole', () => {
    const html = Array.from(
      { length: 40 },
      (_, i) => `<script nonce="X">load(${i})</script><li>Elk and trout ${i}</li>`,
    )
    const parts = html
      .join('')
      .split('X')
      .map((part) => Buffer.from(part))
    const nonce = Buffer.from(crypto.randomBytes(16).toString('base64'))
    const values = parts.slice(1).map(() => nonce)
    const template = deflateTemplate(
      parts,
      values.map((value) => value.length),
    )
    const spliced = Buffer.concat(assembleGzip(template, values)!)
    const plain = Buffer.concat(parts.flatMap((part, i) => (i < values.length ? [part, nonce] : [part])))
    expect(zlib.gunzipSync(spliced).equals(plain)).toBe(true)
    // Each cut costs its stored value (24 + 5 bytes) and a new block's code tables; the text
    // between cuts compresses with what came before (parts compressed alone are larger).
    expect(spliced.length).toBeLessThan(zlib.gzipSync(plain).length + values.length * 60)
    const alone = Buffer.concat(assembleGzip({ parts: parts.map((part) => deflatePart(part)) }, values)!)
    expect(zlib.gunzipSync(alone).equals(plain)).toBe(true)
    expect(spliced.length).toBeLessThan(alone.length * 0.8)
    // The deflated parts share one buffer of their size (zlib's 16 KB output chunks are not kept).
    const total = template.parts.reduce((sum, part) => sum + part.deflated.length, 0)
    expect(new Set(template.parts.map((part) => part.deflated.buffer)).size).toBe(1)
    if (total > 4096) expect(template.parts[0]!.deflated.buffer.byteLength).toBe(total)
    // A value of another length than the template's is refused (the caller serves plain).
    expect(assembleGzip(template, [Buffer.from('short'), ...values.slice(1)])).toBeUndefined()
    expect(assembleGzipBuffer(template, [Buffer.from('short'), ...values.slice(1)])).toBeUndefined()
    // Two answers with different values: each its own buffer, each whole.
    const other = Buffer.from(crypto.randomBytes(16).toString('base64'))
    const first = assembleGzipBuffer(template, values)!
    const second = assembleGzipBuffer(
      template,
      values.map(() => other),
    )!
    expect(zlib.gunzipSync(first).equals(plain)).toBe(true)
    expect(zlib.gunzipSync(second).toString()).toBe(
      plain.toString().replaceAll(nonce.toString(), other.toString()),
    )
  })
})
