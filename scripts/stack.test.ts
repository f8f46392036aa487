import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfigFromFile, type Alias } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

// The product is a React front end on React Router's public paths (docs/decisions/028): these
// fail if another library stands in for React, a patched dependency comes back, or the bundle
// check stops looking.
describe('the stack', () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))

  it('has React 19 and no Preact, patch-package or patches folder', () => {
    const deps = { ...pkg.dependencies, ...pkg.devDependencies }
    expect(deps.react).toMatch(/^\^?19\./)
    expect(deps['react-dom']).toMatch(/^\^?19\./)
    expect(Object.keys(deps).filter((name) => /preact|patch-package/.test(name))).toEqual([])
    expect(
      Object.keys(lock.packages).filter((name) => /node_modules\/(preact|patch-package)$/.test(name)),
    ).toEqual([])
    expect(pkg.scripts.postinstall ?? '').not.toMatch(/patch/)
    expect(fs.existsSync('patches')).toBe(false)
  })

  it.each([
    ['the browser build', { command: 'build', mode: 'production', isSsrBuild: false }],
    ['the server build', { command: 'build', mode: 'production', isSsrBuild: true }],
    ['development', { command: 'serve', mode: 'development', isSsrBuild: false }],
  ] as const)('%s resolves react, react-dom and react-router to themselves', async (_name, env) => {
    const loaded = await loadConfigFromFile(env, 'vite.config.ts', process.cwd(), 'silent')
    const alias = (loaded!.config.resolve?.alias ?? []) as Alias[]
    const frameworks = [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router',
      'react-router/dom',
    ]
    const aliased = frameworks.filter((name) =>
      alias.some((entry) => (typeof entry.find === 'string' ? entry.find === name : entry.find.test(name))),
    )
    expect(aliased).toEqual([])
    expect(Object.keys(loaded!.config.define ?? {})).toEqual([])
  })
})

describe('scripts/check-bundle.js', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  const reactDomVersion = JSON.parse(fs.readFileSync('node_modules/react-dom/package.json', 'utf8')).version

  /**
   * A build folder with a React Router manifest, an entry and one route, the entry's text given; the
   * server build's route discovery, and `others` more routes in the manifest (not on the page).
   */
  function fakeBuild(entryText: string, routeText = 'export default 1', discovery = 'lazy', others = 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-check-'))
    dirs.push(dir)
    const assets = path.join(dir, 'client', 'assets')
    fs.mkdirSync(assets, { recursive: true })
    fs.writeFileSync(path.join(assets, 'entry.client-a.js'), entryText)
    fs.writeFileSync(path.join(assets, 'home-a.js'), routeText)
    const manifest = {
      entry: { module: '/assets/entry.client-a.js', imports: [] },
      routes: {
        root: { id: 'root', path: '', module: '/assets/entry.client-a.js', imports: [] },
        'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/assets/home-a.js' },
        ...Object.fromEntries(
          Array.from({ length: others }, (_, i) => [
            `routes/other-${i}`,
            {
              id: `routes/other-${i}`,
              parentId: 'root',
              path: `other-${i}-${'x'.repeat(i % 40)}`,
              module: `/assets/home-a.js`,
            },
          ]),
        ),
      },
    }
    fs.mkdirSync(path.join(dir, 'server', 'assets'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'server', 'assets', 'app-a.js'),
      `const routeDiscovery = { "mode": "${discovery}", "manifestPath": "/__manifest" };`,
    )
    fs.writeFileSync(
      path.join(assets, 'manifest-a.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    )
    return dir
  }
  const check = (buildDir: string) =>
    spawnSync(process.execPath, ['scripts/check-bundle.js'], {
      env: { ...process.env, BUILD_DIR: buildDir },
      encoding: 'utf8',
    })

  it('passes a build whose start-up code is react-dom', () => {
    const result = check(fakeBuild(`const version="${reactDomVersion}";export{version}`))
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('counts the route manifest as the browser gets it: its own part inline when discovery is lazy', () => {
    const entry = `const version="${reactDomVersion}";export{version}`
    const homeKb = (buildDir: string) => {
      const result = check(buildDir)
      expect(result.status).toBe(0)
      return Number(/^\s*([\d.]+)\s+routes\/home\b/m.exec(result.stdout)![1])
    }
    const lazy = homeKb(fakeBuild(entry, undefined, 'lazy', 400))
    const initial = homeKb(fakeBuild(entry, undefined, 'initial', 400))
    // The whole manifest of 400 routes is a few KB gzip; the page's own part a fraction of one.
    expect(initial - lazy).toBeGreaterThan(1)
    expect(check(fakeBuild(entry, undefined, 'lazy')).stdout).toContain('lazy route discovery')
  })

  it('fails a build whose start-up code lacks react-dom (React aliased away)', () => {
    const result = check(fakeBuild('const version="10.26.0";export{version}'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`do not hold react-dom ${reactDomVersion}`)
  })

  it('fails a build with Preact in any file', () => {
    const result = check(fakeBuild(`const v="${reactDomVersion}";export{v}`, '/* preact */export default 1'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('holds Preact')
  })
})
