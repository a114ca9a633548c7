/**
 * The browser client's build. `vite build` writes dist/, which `invasion serve` serves; `npx vite`
 * (from packages/web) is a dev server that forwards socket.io to a server on port 3000.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1024 },
  server: { proxy: { '/socket.io': { target: 'http://127.0.0.1:3000', ws: true }, '/api': 'http://127.0.0.1:3000' } },
});
