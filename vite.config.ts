import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

// The production browser build runs on Preact through its React compatibility layer: about 11 KB
// gzip where react-dom alone is 66 KB, which keeps every public page's first-load JavaScript
// within 100 KB (docs/decisions/014-preact-in-the-browser.md). The server renders with React, and
// development runs React in the browser too (Vite's dependency optimizer would not see aliases
// given to one environment only).
const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/**
 * Chromium compiles a script's functions lazily, each on the main thread the first time it is
 * called. Hydrating a page is the first call of most of Preact's and React Router's functions:
 * their compiling was about half of the first hydration pass (60-100 ms of a phone's main thread,
 * decision 024). A file that starts with `//# allFunctionsCalledOnLoad` (Chromium's explicit
 * compile hints; other browsers read a comment) has all its functions compiled with the file, on
 * the thread that streams it in. Only the code every page runs at start-up gets it: the browser
 * entry and the chunks it imports, not route modules or code loaded on interaction. Added after
 * minifying (the minifier drops comments), before the file names' hashes are computed.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
function compileHintsForStartUp(): Plugin {
  return {
    name: 'compile-hints-for-start-up',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code, chunk, _options, meta) {
        if (this.environment.name !== 'client') return null
        const entry = Object.values(meta.chunks).find((c) =>
          c.facadeModuleId?.endsWith('/app/entry.client.tsx'),
        )
        if (!entry || (chunk.fileName !== entry.fileName && !entry.imports.includes(chunk.fileName)))
          return null
        return { code: COMPILE_HINT + code, map: null }
      },
    },
  }
}

export default defineConfig(({ isSsrBuild, command }) => ({
  resolve: {
    alias: [
      // The icons' server-side wrapper (app/components/icons.tsx) is lucide-react itself in the
      // browser build: one shared module of every icon would put them all in each page's first
      // load, where lucide-react's own modules give a page only the icons it shows.
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^~\/components\/icons$/, replacement: 'lucide-react' }]
        : []),
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // React Router's package always resolves its development build (remix-run/react-router
      // #14102): the browser would get its dev-only warnings and checks. The production build of
      // the same version is in the package; the browser bundle uses it. (The server keeps the
      // package's own resolution: @react-router/node and /express import it too, and two copies
      // of the router must not meet.)
      ...(command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ...preactInTheBrowser,
          ]
        : []),
    ],
  },
  // The browser build runs on Preact (see above); app/entry.client.tsx hydrates accordingly.
  define: { __PREACT__: JSON.stringify(command === 'build' && !isSsrBuild) },
  build: {
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
    // Terser with two compress passes makes the browser bundle a few KB smaller (gzip) than
    // esbuild's minifier: the first-load budget is counted in those KB (scripts/check-bundle.js).
    ...(isSsrBuild
      ? {}
      : {
          minify: 'terser' as const,
          terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
        }),
  },
  // Bundle these into the server build so it holds only the icons and date helpers we use, not
  // every icon and locale in the packages (less memory and a faster start).
  ssr: { noExternal: ['lucide-react'] },
  plugins: [tailwindcss(), reactRouter(), compileHintsForStartUp()],
}))
