import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

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
  plugins: [tailwindcss(), reactRouter()],
}))
