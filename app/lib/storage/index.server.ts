import path from 'node:path'
import { dataDir } from '../database-url.server'
import { env, s3Config } from '../env.server'
import { localStorage } from './local.server'
import { s3Storage } from './s3.server'
import type { Storage } from './storage'

export { checkKey, contentTypeOf } from './storage'
export type { Storage, StorageBody, StoredObject } from './storage'

/** The local folder for uploads: UPLOAD_DIR, else `uploads/` in the data folder. */
export function uploadDir(): string {
  const config = env()
  return path.resolve(config.UPLOAD_DIR ?? path.join(dataDir(config.DATABASE_URL), 'uploads'))
}

let current: { config: string; storage: Storage } | undefined

/**
 * The configured storage: the local folder (STORAGE=local, the default) or the S3 bucket
 * (STORAGE=s3). Made again when the configuration changes (tests change it between cases).
 */
export function storage(): Storage {
  const config = env()
  const settings =
    config.STORAGE === 's3'
      ? { kind: 's3' as const, ...s3Config(config) }
      : { kind: 'local' as const, dir: uploadDir() }
  const key = JSON.stringify(settings)
  if (current?.config !== key) {
    current = {
      config: key,
      storage: settings.kind === 's3' ? s3Storage(settings) : localStorage(settings.dir),
    }
  }
  return current.storage
}
