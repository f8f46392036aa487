import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { fakeJpeg, sendPhotoForm } from '../../scripts/photo-upload.js'
import { startEnv, startFlags } from '../../scripts/start-flags.js'
import { removeTempDbs, residentMb, startServer, tempDb, waitForOutput } from './server-process'
import { E2E_PORT } from './utils'

// Photo uploads against the production server run as `npm start` runs it (same Node flags): large
// multipart bodies are streamed to disk, so memory stays bounded, and an upload cut off midway
// leaves no temporary file behind.
test.describe.configure({ mode: 'serial' })

const PORT = E2E_PORT + 88
const BASE = `http://127.0.0.1:${PORT}`
const photo = fakeJpeg(5_000_000) // five of them: a 25 MB form

let running: ChildProcess | undefined
test.afterAll(() => {
  running?.kill('SIGKILL')
  removeTempDbs()
})

test('six concurrent 25 MB photo uploads keep the server under 200 MB resident, and all are stored', async () => {
  test.setTimeout(120_000)
  const db = tempDb()
  const uploads = path.join(db.dir, 'uploads')
  const server = startServer(
    {
      PORT: String(PORT),
      DATABASE_URL: db.url,
      UPLOAD_DIR: uploads,
      LOG_REQUESTS: '0',
      SUBMISSION_MIN_FILL_MS: '0',
      // As `npm start` sets it: the allocator gives memory back (decision 030).
      ...startEnv(),
    },
    startFlags(),
  )
  running = server.child
  await waitForOutput(server.output, /"msg":"listening"/)

  let peak = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.child.pid!).now)
  }, 20)
  const statuses = await Promise.all(
    Array.from({ length: 6 }, () => sendPhotoForm(BASE, { photo, photos: 5 })),
  )
  clearInterval(sampler)
  peak = Math.max(peak, residentMb(server.child.pid!).now)
  console.log(`peak resident memory during six 25 MB uploads: ${peak.toFixed(0)} MB`)

  // 302: stored and redirected with the success toast.
  expect(statuses).toEqual([302, 302, 302, 302, 302, 302])
  expect(peak).toBeLessThan(200)
  expect(residentMb(server.child.pid!).peak).toBeLessThan(200)
  const database = new Database(db.url.slice('file:'.length), { readonly: true })
  const images = database.prepare('select file_name, size from submission_images').all() as {
    file_name: string
    size: number
  }[]
  database.close()
  expect(images).toHaveLength(30)
  for (const image of images) {
    expect(image.size).toBe(photo.length)
    expect(fs.statSync(path.join(uploads, image.file_name)).size).toBe(photo.length)
  }
  await expect.poll(() => fs.readdirSync(path.join(uploads, 'tmp'))).toEqual([])

  // A visitor who walks away in the middle of a photo: the temporary file is gone, nothing stored.
  const tmp = path.join(uploads, 'tmp')
  const cut = await sendPhotoForm(BASE, {
    photo,
    photos: 5,
    cutAfter: 3_000_000,
    onCut: () => expect.poll(() => fs.readdirSync(tmp).length).toBe(1),
  })
  expect(cut).toBe(0)
  await expect.poll(() => fs.readdirSync(tmp)).toEqual([])
  const after = new Database(db.url.slice('file:'.length), { readonly: true })
  expect(after.prepare('select count(*) as n from restaurant_submissions').get()).toEqual({ n: 6 })
  after.close()

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  running = undefined
})
