import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // The judge app works offline (DESIGN.md §1): the service worker precaches the shell, the code
    // and the translations; /api is never served from it. The judge app registers it (see offline.ts).
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}', 'locales/**/*.json'],
        // Charts are not needed offline (and are the biggest chunk); nor is the XLSX writer (~260 KB gz),
        // which loads only when someone exports: every phone would otherwise download it on install.
        globIgnores: ['**/*chart*', '**/*recharts*', '**/*exceljs*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
});
