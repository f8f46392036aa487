import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { build, defineConfig, type Plugin } from 'vite'

/**
 * The server's worker modules, each built as a file of its own beside the server bundle: the
 * calendar feed parse worker (app/lib/feeds/parse-worker.server.ts, run in a worker thread:
 * build/server/feed-parse-worker.js, decision 029) and the photo process
 * (app/lib/photos/photo-worker.server.ts, run as a child process: build/server/photo-worker.js,
 * decision 030). A thread or a process runs a file, and the code that starts them looks for it
 * there. Separate builds after the server's, so the server bundle stays one file (an entry of the
 * same build would split it into shared chunks); packages stay outside them, as in the server
 * bundle.
 */
const SERVER_WORKERS = {
  'feed-parse-worker.js': './app/lib/feeds/parse-worker.server.ts',
  'photo-worker.js': './app/lib/photos/photo-worker.server.ts',
}

function serverWorkers(): Plugin {
  let outDir = ''
  return {
    name: 'server-workers',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for (const [file, source] of Object.entries(SERVER_WORKERS)) {
        await build({
          configFile: false,
          logLevel: 'warn',
          resolve: { alias },
          build: {
            ssr: fileURLToPath(new URL(source, import.meta.url)),
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: file, format: 'esm' } },
          },
        })
      }
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
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [serverWorkers()] : [])],
}))
