// `npm run build -w @maple/web`: the web app in each language (decision 066), one after the other
// in this process (vite's start-up is paid once). English is where it always was (dist/index.html,
// the borrower's portal dist/portal.html, dist/assets, render bundle dist/ssr); French beside it
// (dist/index.fr.html, dist/portal.fr.html, dist/assets-fr, render bundle dist/ssr-fr), sharing public/'s files. Then precompress.mjs writes .br/.gz of both.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const dist = join(web, 'dist');
const configFile = join(web, 'vite.config.ts');
const quiet = { logLevel: process.env.CI ? 'info' : 'warn' };

rmSync(dist, { recursive: true, force: true });
for (const language of ['fr', 'en']) {
  // vite.config.ts and apps/web/language-build.ts read the language when the config is loaded.
  process.env.MAPLE_LANGUAGE = language;
  await build({ configFile, ...quiet });
  // The French client build writes its shell as index.html first; it becomes index.fr.html before the English one is written.
  if (language === 'fr') {
    renameSync(join(dist, 'index.html'), join(dist, 'index.fr.html'));
    renameSync(join(dist, 'portal.html'), join(dist, 'portal.fr.html'));
  }
  await build({ configFile, ...quiet, build: { ssr: 'src/entry-server.tsx', outDir: join(dist, language === 'en' ? 'ssr' : `ssr-${language}`) } });
}
execFileSync(process.execPath, [fileURLToPath(new URL('./precompress.mjs', import.meta.url)), dist], { stdio: 'inherit' });
