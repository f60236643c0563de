import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from './scripts/vite-precompress-plugin.ts'
import { routeChunkGroups } from './scripts/route-chunk-groups.ts'

const proxyTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:3000'

export const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: routeChunkGroups() } } },
  },
  server: {
    // `npm run dev` serves the SPA with hot reload; API calls go to a running proxy (`npm start`).
    proxy: {
      '/bff': proxyTarget,
      '/auth': proxyTarget,
      '/public': proxyTarget,
      '/healthz': proxyTarget,
      '/flags': proxyTarget,
    },
  },
})
