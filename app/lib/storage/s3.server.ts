import fs from 'node:fs'
import { Readable } from 'node:stream'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '../env.server'
import { checkKey, type Storage, type StorageBody } from './storage'

type Sdk = typeof S3Sdk
let sdk: Promise<Sdk> | undefined
/**
 * The AWS SDK, loaded on first use: a server on local storage never needs it, and loaded at start
 * it adds several MB to every server process.
 */
function loadSdk(): Promise<Sdk> {
  sdk ??= import('@aws-sdk/client-s3')
  return sdk
}

/** The client for an S3-compatible server (AWS, MinIO, R2, s3rver in the tests). */
export async function s3Client(config: S3Config): Promise<S3Client> {
  const { S3Client } = await loadSdk()
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the CRC32
    // headers the SDK now sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

async function bodyOf(body: StorageBody): Promise<{ body: Uint8Array | Readable; length: number }> {
  if (body instanceof Uint8Array) return { body, length: body.byteLength }
  if (body instanceof Readable) {
    // A PUT needs its length up front; the app's files are a few MB at most.
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array))
    const bytes = Buffer.concat(chunks)
    return { body: bytes, length: bytes.byteLength }
  }
  const { size } = await fs.promises.stat(body.path)
  return { body: fs.createReadStream(body.path), length: size }
}

const missing = ({ NoSuchKey, S3ServiceException }: Sdk, error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404))

/** Files as objects in one bucket: a key is the object's key. */
export function s3Storage(config: S3Config, client?: S3Client): Storage {
  const Bucket = config.bucket
  let connected: Promise<{ sdk: Sdk; client: S3Client }> | undefined
  const connect = () => {
    connected ??= Promise.all([loadSdk(), client ?? s3Client(config)]).then(([sdk, client]) => ({
      sdk,
      client,
    }))
    return connected
  }
  return {
    kind: 's3',
    async put(key, source, { contentType }) {
      const { body, length } = await bodyOf(source)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentLength: length,
          ContentType: contentType,
        }),
      )
    },
    async get(key) {
      const { sdk, client } = await connect()
      try {
        const result = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }))
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a body stream')
        return {
          body: result.Body,
          size: Number(result.ContentLength ?? 0),
          contentType: result.ContentType ?? 'application/octet-stream',
        }
      } catch (error) {
        if (missing(sdk, error)) return null
        throw error
      }
    },
    async delete(key) {
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }))
    },
    async list(prefix = '') {
      const { sdk, client } = await connect()
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
  }
}
