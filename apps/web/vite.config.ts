import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildLanguage, languageBuild } from './language-build';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxied = ['/api', '/files', '/healthz', '/sitemap.xml', '/robots.txt'];

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [languageBuild(buildLanguage()), react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The render bundle (dist/ssr) needs no copy of public/: the browser build serves those files.
    copyPublicDir: !isSsrBuild,
  },
  // The server imports the render bundle from the build folder (WEB_DIST may be anywhere, with no
  // node_modules above it), so the bundle carries its dependencies instead of importing them.
  ssr: { noExternal: true },
}));
