import crypto from 'node:crypto'
import { constants as fsConstants, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { checkKey, contentTypeOf, type Storage, type StorageBody } from './storage'

/** Names in the folder that are not stored files: uploads being read, and half-written files. */
const RESERVED = new Set(['tmp'])
const PARTIAL = '.part-'

/**
 * Files in a local folder (UPLOAD_DIR): a key is a path under it. A file is written under a
 * temporary name beside its target and renamed into place, so a reader never sees half of one.
 */
export function localStorage(root: string): Storage {
  const dir = path.resolve(root)
  const fileOf = (key: string) => {
    const file = path.resolve(dir, checkKey(key))
    if (!file.startsWith(dir + path.sep) || RESERVED.has(key.split('/')[0]!))
      throw new Error(`not a storage key: ${JSON.stringify(key)}`)
    return file
  }

  async function write(target: string, body: StorageBody) {
    await fs.mkdir(path.dirname(target), { recursive: true })
    const temp = `${path.dirname(target)}/${PARTIAL}${crypto.randomUUID()}`
    try {
      if (body instanceof Uint8Array) await fs.writeFile(temp, body, { flag: 'wx', mode: 0o644 })
      else if (body instanceof Readable)
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o644 }))
      else {
        // A file on the same disk (an upload's temporary file) is linked rather than copied.
        try {
          await fs.link(body.path, temp)
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code
          if (code !== 'EXDEV' && code !== 'EPERM') throw error
          await fs.copyFile(body.path, temp, fsConstants.COPYFILE_EXCL)
        }
      }
      await fs.rename(temp, target)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
  }

  async function walk(folder: string, prefix: string, out: string[]) {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name
      if (!prefix && RESERVED.has(entry.name)) continue
      if (entry.name.startsWith(PARTIAL)) continue
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), key, out)
      else if (entry.isFile()) out.push(key)
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      await write(fileOf(key), body)
    },
    async get(key) {
      let handle: fs.FileHandle
      try {
        handle = await fs.open(fileOf(key), 'r')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      const stat = await handle.stat()
      if (!stat.isFile()) {
        await handle.close()
        return null
      }
      return {
        body: handle.createReadStream(),
        size: stat.size,
        contentType: contentTypeOf(key),
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true })
    },
    async list(prefix = '') {
      const keys: string[] = []
      await walk(dir, '', keys)
      return keys.filter((key) => key.startsWith(prefix)).sort()
    },
  }
}
