// Lints probe files that cross each import boundary of ARCHITECTURE §3 with the repository's own
// eslint.config.js and expects the boundary error; allowed imports must lint clean. Most probes
// are virtual files (lintText with a path inside the real tree, so imports resolve against the
// real files); the cycle and the new feature folders need files on the disk and are written
// before ESLint reads its configuration (the zones come from the folder listing at that moment).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// No trailing slash: with one, the TypeScript resolver does not apply the web's `@/` alias.
const root = dirname(fileURLToPath(import.meta.url));
const probeName = `zz-lint-probe-${process.pid}`;
const newPage = `apps/web/src/features/${probeName}-page`;
const newResource = `apps/web/src/features/${probeName}-resource`;
const cycleDir = `apps/server/src/lib/${probeName}`;
const written = [newPage, newResource, cycleDir];

const boundaryRules = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports', 'import-x/no-unresolved']);

let eslint: ESLint;
/** The real configuration whole, for the cycle probe. */
let withCycles: ESLint;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeAll(() => {
  write(`${newPage}/components/probe-page.tsx`, "export const probe = 'a page nobody listed';\n");
  write(`${newResource}/api/probe-queries.ts`, "export const probeKeys = ['probe'] as const;\n");
  write(`${cycleDir}/cycle-a.ts`, "import { b } from './cycle-b.ts';\nexport const a = () => b;\n");
  write(`${cycleDir}/cycle-b.ts`, "import { a } from './cycle-a.ts';\nexport const b = () => a;\n");
  // The real configuration, plus no-unresolved: a probe whose import did not resolve would pass
  // every path rule without proving anything, so an unresolved import fails the probe instead.
  const unresolved = { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } } as const;
  withCycles = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), overrideConfig: unresolved });
  // The path probes need only the path rules. no-cycle would parse every file a probe reaches, and
  // the React compiler's rules compile each probe: most of this file's time, for rules the probes
  // never test (the cycle probe below runs with them).
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: join(root, 'eslint.config.js'),
    overrideConfig: [unresolved, { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } }, { files: ['apps/web/**/*.{ts,tsx}'], rules: Object.fromEntries(Object.keys(reactHooks.configs.recommended.rules).map((rule) => [rule, 'off'])) }],
  });
});

afterAll(() => {
  for (const path of written) rmSync(join(root, path), { recursive: true, force: true });
});

/** The messages of the boundary rules for `code` linted as if it were the file at `path`. */
async function boundaryMessages(path: string, code: string, linter = eslint): Promise<Linter.LintMessage[]> {
  const [result] = await linter.lintText(code, { filePath: join(root, path) });
  const messages = result!.messages;
  // A parse error or an unknown rule would hide the boundary rules; it is never the expected outcome.
  expect(messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return messages.filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId));
}

const importing = (specifier: string) => `import * as target from '${specifier}';\nexport const probe = target;\n`;

async function expectRefused(path: string, specifier: string, rule: string, words: string, code = importing(specifier)) {
  const messages = await boundaryMessages(path, code);
  expect(messages.map((m) => m.ruleId)).toEqual([rule]);
  expect(messages[0]!.message).toContain(words);
}

async function expectAllowed(path: string, specifier: string, code = importing(specifier)) {
  expect(await boundaryMessages(path, code)).toEqual([]);
}

const paths = 'import-x/no-restricted-paths';
const web = 'apps/web/src';

describe('web features', { timeout: 180_000 }, () => {
  it('refuses a resource feature importing another by a relative path, the alias, import() or export-from', async () => {
    const file = `${web}/features/rates/components/probe.tsx`;
    await expectRefused(file, '../../blog/components/blog-card', paths, 'features/rates is a resource feature');
    await expectRefused(file, '@/features/blog/api/blog-queries', paths, 'features/rates is a resource feature');
    await expectRefused(file, '', paths, 'resource feature', "export const load = () => import('@/features/agents/api/agent-queries');\n");
    await expectRefused(file, '', paths, 'resource feature', "export * from '../../leads/lead-status';\n");
  });

  it('refuses a page feature importing another page feature, or another page of its shell', async () => {
    await expectRefused(`${web}/features/about/components/probe.tsx`, '@/features/contact/components/contact-page', paths, 'features/about is a page feature');
    await expectRefused(`${web}/features/about/components/probe.tsx`, '../../home/components/home-page', paths, 'page feature');
    // A route screen moved out of its resource feature is a page feature like any other.
    await expectRefused(`${web}/features/rates-page/components/probe.tsx`, '@/features/blog-page/components/blog-page', paths, 'page feature');
    await expectRefused(`${web}/features/console/leads/components/probe.tsx`, '../../agents/components/agents-tab', paths, 'features/console/leads is a page of console');
    await expectRefused(`${web}/features/dashboard/leads/components/probe.tsx`, '@/features/console/leads/components/leads-tab', paths, 'page feature');
  });

  it('classifies a new feature folder by its content: without api/ a page feature, with api/ a resource feature', async () => {
    await expectRefused(`${newPage}/components/probe.tsx`, '@/features/home/components/home-page', paths, `features/${probeName}-page is a page feature`);
    await expectAllowed(`${newPage}/components/probe.tsx`, '@/features/rates/components/rates-table');
    await expectRefused(`${newResource}/components/probe.tsx`, '@/features/rates/api/rate-queries', paths, `features/${probeName}-resource is a resource feature`);
    // Nothing may import a new page either, not even the resource features.
    await expectRefused(`${web}/features/rates/components/probe.tsx`, `@/features/${probeName}-page/components/probe-page`, paths, 'resource feature');
    await expectRefused(`${web}/features/about/components/probe.tsx`, `../../${probeName}-page/components/probe-page`, paths, 'page feature');
  });

  it('refuses components/ and lib/ importing a feature', async () => {
    await expectRefused(`${web}/components/probe.tsx`, '@/features/site/api/site-queries', paths, 'components/ and lib/');
    await expectRefused(`${web}/components/ui/probe.tsx`, '../../features/rates/components/rates-table', paths, 'components/ and lib/');
    await expectRefused(`${web}/lib/probe.ts`, '../features/rates/api/rate-queries', paths, 'components/ and lib/');
  });

  it('refuses the web importing database or server code', async () => {
    await expectRefused(`${web}/lib/probe.ts`, '@maple/db/client', paths, 'The web never imports database or server code');
    await expectRefused(`${web}/features/leads/probe.ts`, '../../../../server/src/lib/app-error.ts', paths, 'The web never imports');
  });

  it('allows a page composing resource features, the documented page entry and shared parts', async () => {
    await expectAllowed(`${web}/features/about/components/probe.tsx`, '@/features/rates/components/rates-table');
    await expectAllowed(`${web}/features/about/components/probe.tsx`, '../../agents/api/agent-queries');
    await expectAllowed(`${web}/features/home/components/probe.tsx`, '@/features/calculators/components/quote-dialog-launcher');
    await expectAllowed(`${web}/features/console/leads/components/probe.tsx`, '../../components/catalogue/item-buttons');
    await expectAllowed(`${web}/features/rates/components/probe.tsx`, '@/components/ui/button');
    await expectAllowed(`${web}/features/rates/components/probe.tsx`, '../api/rate-queries');
    await expectAllowed(`${web}/features/rates/components/probe.tsx`, '@maple/shared/provinces');
    await expectAllowed(`${web}/app/probe.tsx`, '@/features/console/components/console-page');
  });
});

describe('packages', { timeout: 180_000 }, () => {
  it('refuses packages/shared importing the database, the apps or Node built-ins', async () => {
    const messages = await boundaryMessages('packages/shared/src/probe.ts', importing('@maple/db/client'));
    expect(messages.map((m) => m.ruleId).sort()).toEqual(['import-x/no-restricted-paths', 'no-restricted-imports']);
    await expectRefused('packages/shared/src/probe.ts', '../../../apps/server/src/lib/app-error.ts', paths, 'packages/shared is isomorphic');
    await expectRefused('packages/shared/src/probe.ts', 'node:crypto', 'no-restricted-imports', 'no Node built-ins');
    await expectRefused('packages/shared/src/probe.ts', 'crypto', 'no-restricted-imports', 'no Node built-ins');
    await expectAllowed('packages/shared/src/probe.ts', './provinces.ts');
  });

  it('refuses packages/db importing the server or the web', async () => {
    await expectRefused('packages/db/src/probe.ts', '../../../apps/server/src/lib/app-error.ts', paths, 'packages/db sits below the apps');
    await expectAllowed('packages/db/src/probe.ts', '@maple/shared/provinces');
  });
});

describe('server layers', { timeout: 180_000 }, () => {
  const server = 'apps/server/src';

  it('refuses lib/ importing a module, a middleware or an app file', async () => {
    await expectRefused(`${server}/lib/probe.ts`, '../modules/rates/rates.service.ts', paths, 'lib/ is the bottom layer');
    await expectRefused(`${server}/lib/probe.ts`, '../middleware/errors.ts', paths, 'lib/ is the bottom layer');
    await expectRefused(`${server}/lib/jobs/probe.ts`, '../../app.ts', paths, 'lib/ is the bottom layer');
    await expectAllowed(`${server}/lib/probe.ts`, './app-error.ts');
  });

  it('refuses middleware importing a module', async () => {
    await expectRefused(`${server}/middleware/probe.ts`, '../modules/leads/lead-intake.service.ts', paths, 'middleware/ sits below the modules');
  });

  it("refuses a module importing another module's internals, allows its service", async () => {
    await expectRefused(`${server}/modules/chat/probe.ts`, '../leads/lead-notification-job.ts', paths, "modules/chat reaches another module only through that module's *.service.ts");
    await expectRefused(`${server}/modules/chat/engine/probe.ts`, '../../rates/rates.routes.ts', paths, 'modules/chat reaches another module');
    await expectAllowed(`${server}/modules/chat/probe.ts`, '../leads/lead-intake.service.ts');
    await expectAllowed(`${server}/modules/chat/probe.ts`, './chat-lead.ts');
    await expectAllowed(`${server}/modules/chat/probe.ts`, '../../lib/app-error.ts');
  });
});

describe('cycles', { timeout: 180_000 }, () => {
  it('refuses two files importing each other', async () => {
    const code = "import { b } from './cycle-b.ts';\nexport const a = () => b;\n";
    const messages = await boundaryMessages(`${cycleDir}/cycle-a.ts`, code, withCycles);
    expect(messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    expect(messages[0]!.message).toContain('Dependency cycle');
  });
});
