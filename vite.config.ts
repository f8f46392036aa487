import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { build, defineConfig, type Plugin } from 'vite'

/**
 * The calendar feed parse worker (app/lib/feeds/parse-worker.server.ts) built as a file of its own
 * beside the server bundle, build/server/feed-parse-worker.js: a worker thread runs a file, and
 * app/lib/feeds/parse-feed.server.ts looks for it there (decision 029). A separate build after the
 * server's, so the server bundle stays one file (an entry of the same build would split it into
 * shared chunks); packages stay outside it, as in the server bundle.
 */
function feedParseWorker(): Plugin {
  let outDir = ''
  return {
    name: 'feed-parse-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          ssr: fileURLToPath(new URL('./app/lib/feeds/parse-worker.server.ts', import.meta.url)),
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'feed-parse-worker.js', format: 'esm' } },
        },
      })
    },
  }
}

const alias = [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }]

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias,
  },
  build: {
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
    // Terser with two compress passes makes the browser bundle a few KB smaller (gzip) than
    // esbuild's minifier; the first-load budget is counted in those KB (scripts/check-bundle.js).
    ...(isSsrBuild
      ? {}
      : {
          minify: 'terser' as const,
          terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
        }),
  },
  // Bundle lucide-react into the server build so it holds only the icons we use, not every icon
  // in the package (less memory and a faster start).
  ssr: { noExternal: ['lucide-react'] },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [feedParseWorker()] : [])],
}))
