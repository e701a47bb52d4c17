// Import boundaries of ARCHITECTURE §3, as path zones over resolved imports (docs/decisions/019-*).
// Every import form is checked on the file it resolves to (`@/…` alias, relative path, package
// name, `import()`), so a relative `../blog/…` is held to the same rule as `@/features/blog/…`.
// The zones are generated from the folder listing each time ESLint loads its configuration:
// there is no list of features to keep up to date, and a new folder is classified, never skipped.
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const repoRoot = dirname(fileURLToPath(import.meta.url));

const web = 'apps/web/src';
const features = `${web}/features`;
const server = 'apps/server/src';
const modules = `${server}/modules`;

// A feature's own standard folders (ARCHITECTURE §3). In a page feature every other sub-folder is a
// page of its own (the console's and the dashboard's tabs).
const featureFolders = ['api', 'components', 'hooks'];

// The one module of a page feature that other pages may use: the hero's quote buttons open the
// calculators' quote dialog (the dialog itself stays a lazy chunk of calculators). Add an entry
// here only with its reason.
const pageEntries = ['calculators/components/quote-dialog-launcher'];

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

const anyBut = (names) => `!(${names.join('|')})`;

/**
 * The web's features, read from the disk. A resource feature owns an API resource, so it is the
 * folder that has an `api/` folder; every other folder is a page feature. A page that starts
 * fetching on its own thereby becomes a resource feature and must stop importing features, which
 * is the point: its queries belong in a resource feature it then composes.
 */
export function webFeatures(root = repoRoot) {
  const all = folders(join(root, features));
  const resources = all.filter((name) => existsSync(join(root, features, name, 'api')));
  const pages = all.filter((name) => !resources.includes(name));
  const nestedPages = pages.flatMap((page) =>
    folders(join(root, features, page))
      .filter((name) => !featureFolders.includes(name))
      .map((name) => ({ page, name })),
  );
  return { resources, pages, nestedPages };
}

/** The server's modules (one folder each under modules/). */
export function serverModules(root = repoRoot) {
  return folders(join(root, modules));
}

function zones(root) {
  const { resources, pages, nestedPages } = webFeatures(root);
  const abs = (path) => join(root, path);
  return [
    // apps/web
    ...resources.map((name) => ({
      target: `${features}/${name}/**`,
      from: `${features}/${anyBut([name])}/**`,
      message: `features/${name} is a resource feature (it has api/): it imports no other feature. Move the shared piece to packages/shared, or compose both in a page feature.`,
    })),
    ...pages.map((name) => ({
      target: `${features}/${name}/**`,
      from: `${features}/${anyBut([name, ...resources])}/**`,
      except: pageEntries.filter((entry) => !entry.startsWith(`${name}/`)).map((entry) => abs(`${features}/${entry}.{ts,tsx}`)),
      message: `features/${name} is a page feature: it composes resource features (the folders with api/) and does not import another page feature.`,
    })),
    ...nestedPages.map(({ page, name }) => ({
      target: `${features}/${page}/${name}/**`,
      from: `${features}/${page}/${anyBut([name, ...featureFolders])}/**`,
      message: `features/${page}/${name} is a page of ${page}: it may use ${page}'s own components/ and hooks/, not another of its pages.`,
    })),
    {
      target: [`${web}/components/**`, `${web}/lib/**`],
      from: `${features}/**`,
      message: 'components/ and lib/ are below the features: they import no feature.',
    },
    {
      target: [`${web}/components/**`, `${web}/lib/**`, `${features}/**`],
      from: `${web}/app/**`,
      message: 'app/ (router, shells) composes the features; nothing imports it.',
    },
    {
      target: `${web}/**`,
      from: ['packages/db/**', 'apps/server/**'],
      message: 'The web never imports database or server code: share it through packages/shared.',
    },
    // packages
    {
      target: 'packages/shared/**',
      from: ['packages/db/**', 'apps/**'],
      message: 'packages/shared is isomorphic: it imports nothing of the database, the server or the web.',
    },
    {
      target: 'packages/db/**',
      from: 'apps/**',
      message: 'packages/db sits below the apps: it imports neither the server nor the web.',
    },
    // apps/server
    {
      target: `${server}/**`,
      from: 'apps/web/**',
      message: 'The server never imports web code: share it through packages/shared.',
    },
    {
      target: `${server}/lib/**`,
      from: [`${modules}/**`, `${server}/middleware/**`, `${server}/*.ts`, `${server}/cli/**`, `${server}/bench/**`],
      message: 'lib/ is the bottom layer of the server: it imports no module, middleware or app file.',
    },
    {
      target: `${server}/middleware/**`,
      from: [`${modules}/**`, `${server}/*.ts`, `${server}/cli/**`, `${server}/bench/**`],
      message: 'middleware/ sits below the modules: it imports lib/ only.',
    },
    ...serverModules(root).map((name) => ({
      target: `${modules}/${name}/**`,
      from: `${modules}/${anyBut([name])}/**`,
      except: [abs(`${modules}/*/*.service.ts`)],
      message: `modules/${name} reaches another module only through that module's *.service.ts files (its verbs), never its routes, jobs or helpers.`,
    })),
  ];
}

const nodeBuiltins = [...builtinModules.filter((name) => !name.startsWith('_')), ...builtinModules.map((name) => `node:${name}`)];

/** The flat-config entries that enforce the boundaries; `root` is the repository's folder. */
export function boundaryConfigs(root = repoRoot) {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        // Without these import-x reads only .js dependencies, and no-cycle never sees a TypeScript file.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: [join(root, 'apps/*/tsconfig.json'), join(root, 'packages/*/tsconfig.json')],
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(root) }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // Nothing imports a test file, so no cycle can pass through one: walking the import graph
      // from each of them was work without a finding (a fifth of the rule's time, decision 108).
      files: ['**/*.{test,spec}.{ts,tsx}', '**/*.marker.tsx'],
      rules: { 'import-x/no-cycle': 'off' },
    },
    {
      files: ['packages/shared/src/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: nodeBuiltins.map((name) => ({ name, message: 'packages/shared runs in the browser too: no Node built-ins.' })),
            patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', '@maple/db', '@maple/db/*'], message: 'packages/shared holds no database code (ARCHITECTURE §3).' }],
          },
        ],
      },
    },
  ];
}
