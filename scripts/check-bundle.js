// `npm run check:bundle`: the first-load JavaScript budget (shared/DESIGN.md section 6: 140 KB with
// React 19, issue 43). For every route in the React Router client manifest it adds up,
// gzip-compressed, the files a first visit to that route loads before the page is interactive:
// the route manifest, the client entry, the root route and each route in the match chain, with
// their static imports (what React Router modulepreloads). The manifest counts as the browser gets
// it: with lazy route discovery (React Router's default with SSR) the page carries only its own
// routes' part inline and the whole manifest-*.js is never loaded; with "initial" discovery the
// whole file is loaded. Chunks loaded
// later with import() (toasts, install card, form schemas, the events calendar) are not counted.
// Prints a table and exits with 1 when a public route (not /admin, auth or resource routes) is
// over the budget. Reads the build in BUILD_DIR (default build/).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB || 140)
const buildDir = process.env.BUILD_DIR || 'build'
const assetsDir = path.join(buildDir, 'client', 'assets')

function fail(message) {
  console.error(`Error: ${message}`)
  process.exit(1)
}

if (!fs.existsSync(assetsDir)) fail(`no client build in ${assetsDir}; run "npm run build" first`)
const manifestFile = fs.readdirSync(assetsDir).find((file) => /^manifest-.*\.js$/.test(file))
if (!manifestFile) fail(`no React Router manifest (manifest-*.js) in ${assetsDir}`)
const source = fs.readFileSync(path.join(assetsDir, manifestFile), 'utf8')
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))

const gzipSizes = new Map()
function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    const file = path.join(buildDir, 'client', url)
    if (!fs.existsSync(file)) fail(`the manifest lists ${url}, which is not in the build`)
    gzipSizes.set(url, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length)
  }
  return gzipSizes.get(url)
}

/** Not public: the admin area, the partner area (signed in), sign-in/out and resource routes (no UI of their own). */
function isPublic(id, route) {
  if (/(^|\/)(admin|auth|api|partner)(\/|$)/.test(id)) return false
  // A route given an id of its own is known by its path (/admin/listings/:type/new, /es/admin/...).
  if (/^\/(?:[a-z]{2}\/)?(admin|api)(\/|$)/.test(routePath(id))) return false
  return route.hasDefaultExport !== false
}

/** Whether the server build (its `routeDiscovery` setting, in one of its modules) discovers routes lazily. */
function lazyDiscovery() {
  const serverDir = path.join(buildDir, 'server')
  if (!fs.existsSync(serverDir)) fail(`no server build in ${serverDir}; run "npm run build" first`)
  for (const file of fs.readdirSync(serverDir, { recursive: true }).filter((name) => name.endsWith('.js'))) {
    const found = /\brouteDiscovery\s*=\s*(\{[^}]*\})/.exec(
      fs.readFileSync(path.join(serverDir, file), 'utf8'),
    )
    if (found) return JSON.parse(found[1]).mode === 'lazy'
  }
  fail(`no routeDiscovery setting found in the server build in ${serverDir}`)
}
const lazy = lazyDiscovery()

/** The routes of a match chain (the route, its parents, root) as the page's inline manifest has them. */
function inlineManifestSize(chain) {
  const routes = Object.fromEntries(chain.map((route) => [route.id, route]))
  const inline = `window.__reactRouterManifest = ${JSON.stringify({ ...manifest, routes })};`
  return zlib.gzipSync(inline, { level: 9 }).length
}

const entryFiles = [
  ...(lazy ? [] : [`/assets/${manifestFile}`]),
  manifest.entry.module,
  ...(manifest.entry.imports ?? []),
]
const rows = []
for (const [id, route] of Object.entries(manifest.routes)) {
  if (id === 'root') continue
  const files = new Set(entryFiles)
  const chain = []
  for (let current = route; current; current = current.parentId ? manifest.routes[current.parentId] : null) {
    chain.push(current)
    if (current.module) files.add(current.module)
    for (const file of current.imports ?? []) files.add(file)
  }
  const bytes =
    [...files].reduce((sum, file) => sum + gzipSize(file), 0) + (lazy ? inlineManifestSize(chain) : 0)
  rows.push({ id, path: routePath(id), bytes, checked: isPublic(id, route) })
}

function routePath(id) {
  const parts = []
  for (let current = manifest.routes[id]; current && current.id !== 'root';) {
    if (current.path) parts.unshift(current.path)
    current = current.parentId ? manifest.routes[current.parentId] : null
  }
  return '/' + parts.join('/')
}

rows.sort((a, b) => b.bytes - a.bytes)
const kb = (bytes) => (bytes / 1024).toFixed(1)
console.log(
  `First-load JavaScript per route (gzip), budget ${BUDGET_KB} KB for public routes, build ${buildDir}/, ` +
    (lazy ? 'lazy route discovery (each page its part of the manifest)' : 'the whole manifest'),
)
console.log(`${'KB'.padStart(7)}  ${'route'.padEnd(28)} path`)
let over = 0
for (const row of rows) {
  const isOver = row.checked && row.bytes > BUDGET_KB * 1024
  if (isOver) over += 1
  const note = !row.checked ? '  (not public, not checked)' : isOver ? '  OVER BUDGET' : ''
  console.log(`${kb(row.bytes).padStart(7)}  ${row.id.padEnd(28)} ${row.path}${note}`)
}
// The browser runs React itself (docs/decisions/028-react-on-the-frameworks-own-paths.md): the
// start-up chunks hold this react-dom's version, and no file of the build is Preact's.
const reactDomVersion = JSON.parse(fs.readFileSync('node_modules/react-dom/package.json', 'utf8')).version
const startUp = [manifest.entry.module, ...(manifest.entry.imports ?? [])]
const startUpText = startUp
  .map((url) => fs.readFileSync(path.join(buildDir, 'client', url), 'utf8'))
  .join('\n')
if (!startUpText.includes(`"${reactDomVersion}"`))
  fail(`the start-up chunks do not hold react-dom ${reactDomVersion}: is React aliased to another library?`)
for (const file of fs.readdirSync(assetsDir).filter((name) => name.endsWith('.js')))
  if (/\bpreact\b/i.test(fs.readFileSync(path.join(assetsDir, file), 'utf8')))
    fail(`/assets/${file} holds Preact`)

const publicRows = rows.filter((row) => row.checked)
if (publicRows.length === 0) fail('no public routes found in the manifest')
if (over > 0) {
  console.error(
    `\nError: ${over} public route(s) load more than ${BUDGET_KB} KB of JavaScript (gzip) on first load.`,
  )
  process.exit(1)
}
console.log(
  `\nAll ${publicRows.length} public routes are within ${BUDGET_KB} KB (largest ${kb(publicRows[0].bytes)} KB).`,
)
