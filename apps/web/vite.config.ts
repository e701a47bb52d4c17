import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { buildLanguage, languageBuild } from './language-build.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxied = ['/api', '/files', '/healthz', '/sitemap.xml', '/robots.txt'];

const language = buildLanguage();

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [languageBuild(language), react(), tailwindcss()],
  // The render bundle is a production build whatever NODE_ENV the server starts with: React and
  // React DOM pick their development copies from NODE_ENV at run time, which rendered every page
  // with development checks (slower) and wrote development warnings into the server's log.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    // scripts/build-web.mjs empties dist once and builds each language into it (decision 066):
    // French assets in dist/assets-fr, its shell renamed dist/index.fr.html, render bundle dist/ssr-fr.
    emptyOutDir: false,
    // A lazy page's own imports are not preloaded beside it (decision 089): vite lists them for every
    // page in the entry, about 3.4 KB gzipped of chunk names on the home page's budget, to save one
    // round trip when a page is first opened in the browser. The shell keeps its entry's preloads.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    assetsDir: language === 'en' ? 'assets' : `assets-${language}`,
    // The render bundles need no copy of public/, nor does the second language: the English browser build serves those files.
    copyPublicDir: !isSsrBuild && language === 'en',
    rolldownOptions: {
      // Two pages: the site (index.html) and the borrower's portal (portal.html), its own small entry (decision 095).
      input: isSsrBuild ? undefined : { index: fileURLToPath(new URL('./index.html', import.meta.url)), portal: fileURLToPath(new URL('./portal.html', import.meta.url)) },
      output: {
        // Script files named by their hash alone: the entry lists every lazy page's files for preloading
        // (vite's dependency map), and their names cost the home page about 1 KB gzipped in each language
        // (decision 067). The render bundle keeps readable names (the server's stack traces).
        ...(isSsrBuild ? {} : { chunkFileNames: `${language === 'en' ? 'assets' : `assets-${language}`}/[hash].js` }),
      },
    },
  },
  // The server imports the render bundle from the build folder (WEB_DIST may be anywhere, with no
  // node_modules above it), so the bundle carries its dependencies instead of importing them.
  ssr: { noExternal: true },
}));
