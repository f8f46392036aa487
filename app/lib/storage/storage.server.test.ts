import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../../tests/s3-server'
import { resetEnv } from '../env.server'
import { storage } from './index.server'
import { localStorage } from './local.server'
import type { Storage } from './storage'

// The same behaviour from both back-ends: the local folder and a real S3-compatible server
// (s3rver on loopback, started here).

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-storage-test-'))
let s3: Awaited<ReturnType<typeof startS3Server>>
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

const backends: [string, () => Storage][] = [
  ['local', () => localStorage(fs.mkdtempSync(path.join(root, 'local-')))],
  [
    's3',
    () => {
      for (const [name, value] of Object.entries(s3.env)) process.env[name] = value
      resetEnv()
      const store = storage()
      for (const name of Object.keys(s3.env)) delete process.env[name]
      resetEnv()
      return store
    },
  ],
]

describe.each(backends)('%s storage', (kind, make) => {
  let store: Storage
  beforeAll(() => {
    store = make()
  })

  it('stores bytes, streams and files, and reads them back with size and type', async () => {
    expect(store.kind).toBe(kind)
    await store.put('a/bytes.jpg', new TextEncoder().encode('bytes body'), { contentType: 'image/jpeg' })
    await store.put('a/stream.webp', Readable.from([Buffer.from('stream '), Buffer.from('body')]), {
      contentType: 'image/webp',
    })
    const file = path.join(root, `source-${kind}.png`)
    fs.writeFileSync(file, 'file body')
    await store.put('b/file.png', { path: file }, { contentType: 'image/png' })
    expect(fs.readFileSync(file, 'utf8')).toBe('file body')

    const bytes = await store.get('a/bytes.jpg')
    expect(bytes).toMatchObject({ size: 10, contentType: 'image/jpeg' })
    expect(await text(bytes!.body)).toBe('bytes body')
    const stream = await store.get('a/stream.webp')
    expect(stream).toMatchObject({ size: 11, contentType: 'image/webp' })
    expect(await text(stream!.body)).toBe('stream body')
    const fromFile = await store.get('b/file.png')
    expect(fromFile).toMatchObject({ size: 9, contentType: 'image/png' })
    expect(await text(fromFile!.body)).toBe('file body')
  })

  it('replaces, lists by prefix, deletes, and answers null for a missing key', async () => {
    await store.put('c/one.jpg', new Uint8Array([1]), { contentType: 'image/jpeg' })
    await store.put('c/one.jpg', new Uint8Array([2, 3]), { contentType: 'image/jpeg' })
    await store.put('c/two/three.avif', new Uint8Array([4]), { contentType: 'image/avif' })
    await store.put('cx.jpg', new Uint8Array([5]), { contentType: 'image/jpeg' })
    expect((await store.get('c/one.jpg'))?.size).toBe(2)
    expect(await store.list('c/')).toEqual(['c/one.jpg', 'c/two/three.avif'])
    expect(await store.list()).toEqual(expect.arrayContaining(['a/bytes.jpg', 'c/one.jpg', 'cx.jpg']))
    await store.delete('c/one.jpg')
    await store.delete('c/never-stored.jpg')
    expect(await store.get('c/one.jpg')).toBeNull()
    expect(await store.list('c/')).toEqual(['c/two/three.avif'])
  })

  it('refuses keys that could leave the folder or the prefix', async () => {
    for (const key of ['../escape.jpg', 'a/../../x', '/abs.jpg', '.hidden', 'a//b', 'a/./b', '']) {
      await expect(store.put(key, new Uint8Array([1]), { contentType: 'image/jpeg' })).rejects.toThrow(
        /not a storage key/,
      )
      await expect(store.get(key)).rejects.toThrow(/not a storage key/)
    }
  })
})

describe('local storage folder', () => {
  it('keeps files at their key under the folder, and skips uploads in progress (tmp/) when listing', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'folder-'))
    const store = localStorage(dir)
    await store.put('photos/p1/480.jpg', new Uint8Array([1, 2]), { contentType: 'image/jpeg' })
    expect(fs.readFileSync(path.join(dir, 'photos/p1/480.jpg'))).toEqual(Buffer.from([1, 2]))
    fs.mkdirSync(path.join(dir, 'tmp'))
    fs.writeFileSync(path.join(dir, 'tmp', 'x.part'), 'upload')
    expect(await store.list()).toEqual(['photos/p1/480.jpg'])
    await expect(store.put('tmp/x.jpg', new Uint8Array([1]), { contentType: 'image/jpeg' })).rejects.toThrow()
  })
})

describe('configuration', () => {
  it('STORAGE=s3 without a bucket is a configuration error naming S3_BUCKET', () => {
    process.env.STORAGE = 's3'
    resetEnv()
    try {
      expect(() => storage()).toThrow(/S3_BUCKET must be set/)
    } finally {
      delete process.env.STORAGE
      resetEnv()
    }
  })
})
