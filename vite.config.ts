import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
  },
  // Bundle these into the server build so it holds only the icons and date helpers we use, not
  // every icon and locale in the packages (less memory and a faster start).
  ssr: { noExternal: ['lucide-react', 'date-fns', 'react-day-picker'] },
  plugins: [tailwindcss(), reactRouter()],
}))
