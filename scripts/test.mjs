// `npm test`: every check the project has, in the order that gives the shortest wall time on a
// 2-core machine. Typecheck, lint and the web build are single-threaded for most of their run, so
// they share the cores; the unit/API tests and then the end-to-end tests each use both cores alone.
// `--bench` (npm run bench:test) also writes the phase times into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bench = process.argv.includes('--bench');
const times = [];

/** Runs one command; concurrent ones keep their output until they end, so logs never interleave. */
function run(name, command, args, { buffered = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ name, seconds });
      if (buffered) process.stdout.write(`\n== ${name} (${seconds.toFixed(1)} s)\n${output}`);
      resolve({ name, code: code ?? 1 });
    });
  });
}

function stopOnFailure(results) {
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length === 0) return;
  console.error(`\nnpm test failed in: ${failed.map((r) => r.name).join(', ')}`);
  printTimes();
  process.exit(1);
}

function printTimes() {
  console.log('\nPhase times (wall, seconds):');
  for (const { name, seconds } of times) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(7)}`);
}

const started = performance.now();
stopOnFailure([await run('chromium check', process.execPath, ['scripts/ensure-chromium.mjs'])]);
stopOnFailure(
  await Promise.all([
    run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true }),
    run('lint', 'npm', ['run', '--silent', 'lint'], { buffered: true }),
    run('web build', 'npm', ['run', '--silent', 'build'], { buffered: true }),
  ]),
);
stopOnFailure([await run('unit and API tests', process.execPath, ['scripts/test-unit.mjs'])]);
stopOnFailure([await run('end-to-end tests', 'npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'])]);
const total = (performance.now() - started) / 1000;
times.push({ name: 'npm test (after install)', seconds: total });
printTimes();

if (bench) writeBenchmarks();

function writeBenchmarks() {
  const file = `${root}docs/benchmarks.md`;
  const doc = readFileSync(file, 'utf8');
  const engines = process.env.TEST_DATABASE_URL ? 'PostgreSQL and embedded PGlite' : 'embedded PGlite only (TEST_DATABASE_URL unset)';
  const rows = times.map(({ name, seconds }) => `| ${name} | ${seconds.toFixed(1)} |`).join('\n');
  const section =
    `<!-- bench:test:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:test\` on Node ${process.version}, ` +
    `${engines}, load average ${loadavg()[0].toFixed(2)} at the end. Typecheck, lint and the web build run side by side, so their times overlap.\n\n` +
    `| phase | seconds |\n|---|---|\n${rows}\n<!-- bench:test:end -->`;
  const marked = /<!-- bench:test:start -->[\s\S]*<!-- bench:test:end -->/;
  writeFileSync(file, marked.test(doc) ? doc.replace(marked, section) : `${doc.trimEnd()}\n\n## The test command\n\n${section}\n`);
  console.log('docs/benchmarks.md updated');
}
