import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Imports flow one way (docs STYLE.md "which way imports flow"): no module reaches, however
// indirectly, back to itself. This walks every source file's imports and names each circle. A
// circle is undone by moving the shared part down into a module both sides can import, not by
// turning an import into import(): those count too. Type-only imports do not (nothing runs).

const ROOT = path.resolve(import.meta.dirname, '../..')
const FOLDERS = ['app', 'db', 'server', 'scripts']
const SOURCE = /\.(ts|tsx|js|mjs)$/
const SKIP = new Set(['node_modules', '+types'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/**
 * The specifiers a file loads when it runs: static imports and re-exports (not `import type` or
 * `export type`) and import() with a literal. `import { type A }` still loads the module
 * (verbatimModuleSyntax keeps it), so it counts.
 */
function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs']

/** The file a specifier names, or undefined for packages, node: and virtual modules, assets. */
function resolveSpecifier(from: string, specifier: string, root = ROOT): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = path.join(root, 'app', specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = path.resolve(path.dirname(from), specifier)
  else return undefined
  const stem = base.replace(/\.(js|mjs)$/, '')
  const candidates = [
    ...EXTENSIONS.map((ext) => stem + ext),
    base,
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(file) && fs.statSync(file).isFile())
}

/**
 * The graph's knots (files that all reach each other), each named by one circle through it (first
 * file repeated at the end) and, when the knot is bigger than that circle, every file in it.
 */
function findCycles(graph: Map<string, string[]>): { circle: string[]; files: string[] }[] {
  // Tarjan's strongly connected components; a component of two or more files (or a file
  // importing itself) holds at least one circle, and one is named per component.
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const strongConnect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        strongConnect(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component)
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) strongConnect(node)

  return components.map((component) => ({
    circle: shortestCircle(graph, component),
    files: component.sort(),
  }))
}

/** The shortest circle from the component's first file (by name) back to it, breadth-first. */
function shortestCircle(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component)
  const start = [...component].sort()[0]!
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const circle = [start]
        for (let at = node; at !== start; at = previous.get(at)!) circle.splice(1, 0, at)
        return [...circle, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start, start]
}

let built: Map<string, string[]> | undefined

/** Every source file of FOLDERS and the files it loads, relative to the root (read once). */
function importGraph(): Map<string, string[]> {
  if (built) return built
  const graph = new Map<string, string[]>()
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const text = fs.readFileSync(file, 'utf8')
    const targets = runtimeSpecifiers(file, text)
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined)
    graph.set(path.relative(ROOT, file), [...new Set(targets.map((t) => path.relative(ROOT, t)))])
  }
  return (built = graph)
}

describe('the import graph', () => {
  it('reads runtime imports and leaves type-only ones out', () => {
    const text = [
      "import a from './a'",
      "import { type B, c } from '~/lib/c'",
      "import type { D } from './d'",
      "export * from '../e'",
      "export type { F } from './f'",
      "const g = () => import('./g')",
      "import 'node:fs'",
    ].join('\n')
    expect(runtimeSpecifiers('x.ts', text)).toEqual(['./a', '~/lib/c', '../e', './g', 'node:fs'])
  })

  it('resolves ~/, relative paths, .js to .ts and folder index files', () => {
    const lib = path.join(ROOT, 'app/lib')
    expect(resolveSpecifier(path.join(lib, 'x.ts'), './env.server')).toBe(path.join(lib, 'env.server.ts'))
    expect(resolveSpecifier(path.join(ROOT, 'server/app.ts'), '~/lib/utils')).toBe(path.join(lib, 'utils.ts'))
    expect(resolveSpecifier(path.join(ROOT, 'scripts/x.ts'), './load-env.js')).toBe(
      path.join(ROOT, 'scripts/load-env.js'),
    )
    expect(resolveSpecifier(path.join(ROOT, 'app/lib/db.server.ts'), '../../db/migrations')).toBe(
      path.join(ROOT, 'db/migrations/index.ts'),
    )
    expect(resolveSpecifier(path.join(lib, 'x.ts'), 'kysely')).toBeUndefined()
  })

  it('names a circle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['b.ts']],
      ['e.ts', ['e.ts']],
      ['f.ts', ['a.ts']],
    ])
    expect(findCycles(graph)).toEqual([
      { circle: ['a.ts', 'b.ts', 'c.ts', 'a.ts'], files: ['a.ts', 'b.ts', 'c.ts', 'd.ts'] },
      { circle: ['e.ts', 'e.ts'], files: ['e.ts'] },
    ])
  })

  it('has no circle in app/, db/, server/ or scripts/', () => {
    const graph = importGraph()
    // The walk found the code: a resolver that lost every edge would pass for the wrong reason.
    expect(graph.get('server/app.ts')).toContain('app/lib/db.server.ts')
    const circles = findCycles(graph).map(({ circle, files }) =>
      files.length < circle.length
        ? circle.join(' -> ')
        : `${circle.join(' -> ')} (one circle of a knot of ${files.length} files: ${files.join(', ')})`,
    )
    expect(circles, `import circles (move the shared part down):\n${circles.join('\n')}`).toEqual([])
  }, 120_000)

  it('db/ loads nothing from app/, server/ or scripts/, import() included', () => {
    const upward = [...importGraph()]
      .filter(([file]) => file.startsWith('db/'))
      .flatMap(([file, targets]) => targets.filter((t) => !t.startsWith('db/')).map((t) => `${file} -> ${t}`))
    expect(upward).toEqual([])
  })
})
