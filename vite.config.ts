import preact from '@preact/preset-vite';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { embedLoader } from './web/embed/build-loader.ts';

// The client lives in web/ and builds into dist/, which the Worker serves as static assets.
// In `vite` dev mode the API and the rooms stay on the local Worker (`npm run serve`).
const worker = 'http://localhost:8787';
const web = join(import.meta.dirname, 'web');

export default defineConfig({
  root: 'web',
  plugins: [preact(), embedLoader()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // The site, the embed widget's page and the example host page; embed.js comes from embedLoader.
      input: {
        main: join(web, 'index.html'),
        widget: join(web, 'embed/widget.html'),
        example: join(web, 'embed/example.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': worker,
      '/parties': { target: worker, ws: true },
    },
  },
});
