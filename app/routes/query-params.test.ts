import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { bypassedPath } from '../../server/delivery/page-cache'
import routes from '../routes'

// The page cache keys a route's pages by the query parameters its module declares in `handle`
// (RouteHandle.queryParams in app/lib/meta.ts; issue 49 item 8). A public route that reads its
// query without declaring keeps its whole query in the key: every `?junk=1` renders it anew. This
// static check finds such routes: a module under app/routes (outside the back office and the paths
// the page cache bypasses) that reads `searchParams` or `useSearchParams` must declare them, with
// `readsQuery([...])` or `previewImage(scene, [...])`.

const APP = path.resolve(__dirname, '..')

/** Each route module's file and the URL path it answers (`:id` and `*` filled in). */
function routeFiles(entries: RouteConfigEntry[], parent = ''): { file: string; url: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent
    const url = (own || '/').replace(/:[\w]+/g, 'x').replace(/\*/g, 'x')
    return [{ file: entry.file, url }, ...routeFiles(entry.children ?? [], own)]
  })
}

/** What is wrong with a route module's source, if anything. */
export function undeclaredQuery(source: string): string | undefined {
  if (!/\bsearchParams\b|\buseSearchParams\b/.test(source)) return undefined
  if (/export const handle\s*=\s*(readsQuery\(|previewImage\(\s*'[\w-]+',\s*\S)/.test(source))
    return undefined
  return 'reads its query but declares no queryParams in its handle'
}

describe('public routes that read their query', () => {
  it('the check tells a route that reads its query without declaring it', () => {
    const reads = "const page = new URL(request.url).searchParams.get('page')\n"
    expect(undeclaredQuery(reads)).toBeDefined()
    expect(undeclaredQuery(`export const handle = previewImage('dining')\n${reads}`)).toBeDefined()
    expect(
      undeclaredQuery(`export const handle = previewImage('dining', ['page'])\n${reads}`),
    ).toBeUndefined()
    expect(undeclaredQuery(`export const handle = readsQuery(['page'])\n${reads}`)).toBeUndefined()
    expect(undeclaredQuery('const [params] = useSearchParams()')).toBeDefined()
    expect(undeclaredQuery('export default function Page() {}')).toBeUndefined()
  })

  it('declare the parameters they read in their handle', () => {
    const files = routeFiles(routes).filter(
      ({ file, url }) => !file.startsWith('routes/admin/') && !bypassedPath(url),
    )
    expect(files.length).toBeGreaterThan(40)
    const wrong = files
      .map(({ file, url }) => ({
        file,
        url,
        problem: undeclaredQuery(fs.readFileSync(path.join(APP, file), 'utf8')),
      }))
      .filter(({ problem }) => problem)
    expect(wrong).toEqual([])
  })
})
