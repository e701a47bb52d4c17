// `npm run dev`: Vite on :5173 (proxying /api to the server) and the server on :3000, restarted on change.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: `${root}/apps/web`, env, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
