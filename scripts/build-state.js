// Decides whether the production build is missing or older than its sources.
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'app',
  'server',
  'db',
  'public',
  'sw',
  'scripts/build-sw.js',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
]
const BUILD_DIR = process.env.BUILD_DIR || 'build'
const BUILD_MARKER = `${BUILD_DIR}/server/index.js`

function newestMtime(entry) {
  let stat
  try {
    stat = fs.statSync(entry)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of fs.readdirSync(entry)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(path.join(entry, name)))
  }
  return newest
}

/** Returns why a build is needed, or null when build/ is up to date. */
export function buildNeeded(root = process.cwd()) {
  const marker = path.join(root, BUILD_MARKER)
  if (!fs.existsSync(marker) || !fs.existsSync(path.join(root, BUILD_DIR, 'client')))
    return 'no production build yet'
  const built = fs.statSync(marker).mtimeMs
  const changed = SOURCES.find((source) => newestMtime(path.join(root, source)) > built)
  return changed ? `${changed} changed since the last build` : null
}
