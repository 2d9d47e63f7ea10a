import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // One entry chunk and a worker, no chunk to preload: the preload polyfill would only add bytes to the page.
    modulePreload: { polyfill: false },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
});
