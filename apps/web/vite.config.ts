import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API serves the built SPA same-origin; in dev and preview, Vite forwards API calls to it.
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/.well-known': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip siblings of every text asset: the API serves them as they are (preCompressed), so no
    // request pays for compression and browsers download about a third of the bytes.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      exclude: [/\.vite[\\/]/],
      logLevel: 'silent',
    }),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
  // The manifest lets scripts/bench/web.mjs follow each page's chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // zod schema builders have no side effects: shared modules' unused schemas (and zod itself, ~25 kB gzip,
    // when a page uses none) are dropped instead of riding along with the data beside them.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
