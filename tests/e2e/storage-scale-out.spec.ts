import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'
import { type AppServer, startAppServer } from '../../scripts/app-server.js'
import { s3Storage } from '../../app/lib/storage/s3.server'
import { startS3Server } from '../s3-server'
import { createAdmin, formStamp, postForm } from './utils'

// Two app processes, each with its own UPLOAD_DIR, share one PostgreSQL database and one S3
// bucket (s3rver on loopback, started here): a photo sent through one process is served by the
// other, before approval (to editors) and after (published on the listing). Registered only when
// PostgreSQL is configured (TEST_DATABASE_URL), like tests/e2e/scale-out.spec.ts.

const BASE_URL = process.env.TEST_DATABASE_URL
const ADMIN = { email: 'storage@example.com', password: 'storage scale-out password 1' }
const SECRET = 'storage-scale-out-secret-storage-scale-out-secret'

if (BASE_URL) {
  test.describe.configure({ mode: 'serial' })

  const dbName = `guide_storage_${crypto.randomBytes(4).toString('hex')}`
  const dbUrl = (() => {
    const url = new URL(BASE_URL)
    url.pathname = `/${dbName}`
    return url.toString()
  })()
  const servers: AppServer[] = []
  const origins: string[] = []
  const uploadDirs: string[] = []
  let s3: Awaited<ReturnType<typeof startS3Server>>

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: BASE_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: dbUrl })
    await client.connect()
    try {
      return (await client.query(sql, values)).rows as T[]
    } finally {
      await client.end()
    }
  }

  /** Starts an app process on a port the system chooses; settles with its address. */
  function start() {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-storage-uploads-'))
    uploadDirs.push(uploads)
    const server = startAppServer({
      env: {
        PORT: '0',
        DATABASE_URL: dbUrl,
        UPLOAD_DIR: uploads,
        BETTER_AUTH_SECRET: SECRET,
        INSECURE_COOKIES: '1',
        LOG_REQUESTS: '0',
        SUBMISSION_MIN_FILL_MS: '0',
        ...s3.env,
      },
      echoErrors: true,
    })
    servers.push(server)
    return server.listening
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    s3 = await startS3Server('guide-photos')
    await admin(`create database ${dbName}`)
    // One first (it migrates and seeds), then the other.
    origins.push(await start())
    origins.push(await start())
    createAdmin(dbUrl, ADMIN, { BETTER_AUTH_SECRET: SECRET })
  })

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await admin(`drop database if exists ${dbName} with (force)`)
    await s3?.stop()
    for (const dir of uploadDirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a photo sent through one process is served by the other, pending and published', async () => {
    test.setTimeout(90_000)
    const [a, b] = origins as [string, string]
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 28/1 0/1' } })
      .toBuffer()

    // A visitor submits a restaurant with the photo to process A.
    const form = new FormData()
    const fields = {
      form_started_at: await formStamp(a),
      name: 'Two Process Grill',
      type: 'Western',
      description: 'Served from either process',
      address: '1 Main St, Jackson, WY',
      priceRange: '$$',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'grill.jpg')
    const sent = await fetch(`${a}/submit-restaurant`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: a },
      body: form,
    })
    expect(sent.status).toBe(302)
    // Stored in the bucket, not in A's folder.
    const [image] = await query<{ id: string; file_name: string }>(
      'select id, file_name from submission_images',
    )
    expect(image).toBeDefined()
    expect(fs.existsSync(path.join(uploadDirs[0]!, image!.file_name))).toBe(false)
    const bucket = s3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    })
    expect(await bucket.list()).toEqual([image!.file_name])

    // The editor signs in on A and sees the pending photo through B; a visitor does not.
    const login = await postForm(a, '/login', ADMIN)
    expect(login.status).toBe(302)
    const session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    const pending = await fetch(`${b}/admin/uploads/${image!.id}`, { headers: { cookie: session } })
    expect(pending.status).toBe(200)
    expect(pending.headers.get('cache-control')).toMatch(/^(?=.*\bprivate\b)(?=.*\bno-store\b)/)
    expect(Buffer.from(await pending.arrayBuffer()).equals(photo)).toBe(true)
    expect((await fetch(`${b}/admin/uploads/${image!.id}`)).status).toBe(401)

    // Approved on B: the photos are processed there, into the bucket; A serves the page and files.
    const [submission] = await query<{ id: string }>(
      "select id from restaurant_submissions where name = 'Two Process Grill'",
    )
    const approved = await postForm(
      b,
      `/admin/restaurants/${submission!.id}`,
      { intent: 'approve', note: '' },
      session,
    )
    expect(approved.status).toBe(302)
    const html = await (await fetch(`${a}/eat/two-process-grill`)).text()
    const avif = /srcSet="(\/media\/photos\/[0-9a-f-]+\/480\.avif) 480w/i.exec(html)?.[1]
    expect(avif, 'the page on A has the photo').toBeTruthy()
    expect(html).toContain('alt="Two Process Grill — photo 1 from the submitter"')
    const file = await fetch(`${a}${avif}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/avif')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).exif).toBeUndefined()
    const photoKeys = await bucket.list('photos/')
    expect(photoKeys).toContain(avif!.slice('/media/'.length))
    expect(photoKeys).toHaveLength(12) // 480, 720, 960 and 1200 wide, three formats each
    // Neither process kept a photo in its own folder.
    for (const dir of uploadDirs) {
      const kept = fs.readdirSync(dir).filter((name) => name !== 'tmp')
      expect(kept, dir).toEqual([])
    }
  })
}
