// Bundles sw/sw.ts into <build>/client/sw.js with the precache list of this build: hashed
// assets (scripts, stylesheets, the display font; their names are their revision) and the shell
// files (revisioned by content hash).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'

const clientDir = path.resolve(process.env.BUILD_DIR || 'build', 'client')
const SHELL = [
  'offline.html',
  'offline.js',
  'manifest.webmanifest',
  'favicon.svg',
  'images/logo.svg',
  'images/hero-tetons.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
  'icons/apple-touch-icon.png',
]

const hash = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16)

const manifest = []
for (const name of fs.readdirSync(path.join(clientDir, 'assets'))) {
  // The interactive map's code is for map pages only: kept when first used (sw/sw.ts), not precached.
  if (/^interactive[.-]/.test(name)) continue
  // The display face (one woff2, app/styles/app.css) too, so the app keeps its type offline.
  if (/\.(js|css|woff2)$/.test(name)) manifest.push({ url: `/assets/${name}`, revision: null })
}
for (const name of SHELL) {
  const file = path.join(clientDir, name)
  if (!fs.existsSync(file)) throw new Error(`service worker shell file missing: ${name}`)
  manifest.push({ url: `/${name}`, revision: hash(file) })
}
// The page the installed app opens: the worker saves it on install so the first launch works offline.
const { start_url: startUrl } = JSON.parse(
  fs.readFileSync(path.join(clientDir, 'manifest.webmanifest'), 'utf8'),
)
if (typeof startUrl !== 'string' || !startUrl.startsWith('/'))
  throw new Error('manifest start_url must be a path')
const buildId = crypto.createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12)

await build({
  configFile: false,
  logLevel: 'warn',
  define: {
    'self.__WB_MANIFEST': JSON.stringify(manifest),
    __BUILD_ID__: JSON.stringify(buildId),
    __START_URL__: JSON.stringify(startUrl),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: path.resolve('sw/sw.ts'), formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
  },
})
console.log(`service worker: ${manifest.length} files precached, build ${buildId}`)
