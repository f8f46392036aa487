import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * The calendar feed parse worker (app/lib/feeds/parse-worker.server.ts) as its own file beside the
 * server bundle, build/server/feed-parse-worker.js: a worker thread runs a file, and
 * app/lib/feeds/parse-feed.server.ts looks for it there (decision 029).
 */
function feedParseWorker(): Plugin {
  return {
    name: 'feed-parse-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./app/lib/feeds/parse-worker.server.ts', import.meta.url)),
        fileName: 'feed-parse-worker.js',
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }],
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
