// Load with Debian's `wrk` (installed with apt when missing and running as root): a load generator
// written in Node saturates before the server does and would measure itself.
import { execFileSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.mjs';

/** The wrk binary, installed first when missing; `neededBy` names the script in the error when it cannot be. */
export const ensureWrk = (neededBy) => ensureDebianPackage('/usr/bin/wrk', 'wrk', neededBy);

/** wrk's durations ("812.00us", "1.23ms", "2.01s") in milliseconds. */
function milliseconds(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);
}

/**
 * GETs `url` from one thread with `connections` keep-alive connections for `seconds` (a browser's
 * Accept-Encoding, plus `headers`), or sends what the Lua `script` makes (with `scriptArgs` after
 * `--`); returns wrk's requests per second, its count of requests (`requests`), of non-2xx
 * answers (`failed`) and of socket errors (`errors`: refused, reset, timed out after 2 s), and
 * its p50/p99 latency in ms.
 */
export function wrkLoad(wrk, url, { connections, seconds, headers = {}, script, scriptArgs = [] }) {
  const headerArgs = Object.entries({ 'Accept-Encoding': 'gzip, deflate, br', ...headers }).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const scriptOptions = script ? ['-s', script] : [];
  const tail = scriptArgs.length ? ['--', ...scriptArgs] : [];
  const out = execFileSync(wrk, ['-t1', `-c${connections}`, `-d${Math.round(seconds)}s`, '--latency', ...headerArgs, ...scriptOptions, url, ...tail], { encoding: 'utf8' });
  const latency = (p) => milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)$`, 'm').exec(out)?.[1] ?? '');
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).reduce((sum, n) => sum + Number(n), 0) ?? 0;
  return {
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    failed: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socketErrors,
    p50: latency(50),
    p99: latency(99),
  };
}
