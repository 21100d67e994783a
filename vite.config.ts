import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// The client lives in web/ and builds into dist/, which the Worker serves as static assets.
// In `vite` dev mode the API and the rooms stay on the local Worker (`npm run serve`).
const worker = 'http://localhost:8787';

export default defineConfig({
  root: 'web',
  plugins: [preact()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': worker,
      '/parties': { target: worker, ws: true },
    },
  },
});
