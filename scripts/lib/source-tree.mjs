// A copy of the project at a git commit (or of the working tree as it is), in a temp folder, that
// runs without an install: the repository's node_modules are linked into it, and its web app is
// built there with its own build script. The benchmarks measure two releases side by side this way
// without touching the repository's own apps/web/dist.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './local-app.mjs';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });

/** The full commit id of `ref`; throws with git's message when it names none. */
export const commitOf = (ref) => git('rev-parse', '--verify', `${ref}^{commit}`).trim();

/** The one-line subject of `ref`, to say in the output which release was measured. */
export const describeCommit = (ref) => git('log', '-1', '--format=%h %s', ref).trim().slice(0, 100);

/**
 * The release before `path` existed: the parent of the first commit that added it, or HEAD while
 * no commit has it yet (the change is still in the working tree).
 */
export function releaseBefore(path) {
  const adding = git('log', '--diff-filter=A', '--format=%H', '--', path).trim().split('\n').filter(Boolean);
  return adding.length ? `${adding.at(-1)}^` : 'HEAD';
}

/**
 * Links each entry of `from` (a node_modules folder) into `to`. A link that leads to a workspace
 * (npm writes them relative, e.g. @maple/db -> ../../packages/db) is copied as it is, so inside the
 * copy it leads to the copy's own workspace and not to the repository's newer code.
 */
function linkModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink() && !readlinkSync(source).startsWith('/') && !readlinkSync(source).includes('node_modules')) symlinkSync(readlinkSync(source), target);
    else if (name.startsWith('@') && stat.isDirectory()) linkModules(source, target);
    else symlinkSync(source, target);
  }
}

/** The workspace folders package.json names (plain paths, as this project lists them). */
const workspacesOf = (root) => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];

/**
 * Extracts `ref` (a commit, with `git archive`), or the working tree's tracked and untracked
 * files that are not ignored when `ref` is undefined, into a fresh temp folder and links the
 * repository's node_modules (the root's and each workspace's own) into it. `remove()` deletes
 * the folder; removing a link never touches what it leads to.
 */
export function extractTree(ref) {
  const root = mkdtempSync(join(tmpdir(), 'maple-bench-tree-'));
  if (ref) {
    execFileSync('sh', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', commitOf(ref), root], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  } else {
    const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
      .split('\0')
      .filter((file) => file && existsSync(join(repoRoot, file)) && !lstatSync(join(repoRoot, file)).isDirectory());
    execFileSync('sh', ['-c', 'tar -c --null -T - | tar -x -C "$1"', 'sh', root], { cwd: repoRoot, input: [...new Set(files)].join('\0'), stdio: ['pipe', 'ignore', 'inherit'] });
  }
  linkModules(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  for (const workspace of workspacesOf(root)) {
    const own = join(repoRoot, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(root, workspace))) linkModules(own, join(root, workspace, 'node_modules'));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Builds the copy's web app with its own `npm run build` (vite, then whatever that release adds), into its apps/web/dist. */
export function buildWeb(root, label) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@maple/web'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the web app of ${label} failed:\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/** The --ref that names the working tree as it is (uncommitted changes and new files included) rather than a commit. */
export const workingTreeRef = 'working-tree';

/**
 * The code a benchmark runs, from its options: with `ref`, a copy of that commit (or of the
 * working tree, `--ref working-tree`) built in a temp folder (removed by `cleanups`); otherwise the
 * repository as it is, with the web build in apps/web/dist (`npm run build` first) or in
 * `webDist`. `env` holds what the server needs to find it.
 */
export function prepareCode({ ref, webDist }, cleanups, log) {
  if (ref && webDist) throw new Error('--ref builds its own web app: leave out --web-dist');
  if (ref) {
    const label = ref === workingTreeRef ? 'a copy of the working tree' : `commit ${describeCommit(ref)}`;
    log(`extracting and building ${label}`);
    const tree = extractTree(ref === workingTreeRef ? undefined : ref);
    cleanups.add(tree.remove);
    log(`built in ${buildWeb(tree.root, ref).toFixed(0)} s`);
    return { root: tree.root, env: {}, label };
  }
  const dist = webDist ? resolve(webDist) : join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No web build in ${dist}: run \`npm run build\` first, or pass --web-dist DIR or --ref REF`);
  return { root: repoRoot, env: webDist ? { WEB_DIST: dist } : {}, label: `the working tree${webDist ? ` (web build in ${dist})` : ''}` };
}
