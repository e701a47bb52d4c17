// Where a load's CPU went, from Linux's /proc: a process's own time, every PostgreSQL process's
// (the server's backends and its writers, whichever database they serve), and the machine's idle
// time, so a benchmark can say whether the app, the database or the load client bounds it.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the project runs on

/**
 * user + system CPU seconds of one process, with its children that have ended when `children`
 * (a load generator run to its end, like wrk); NaN once it is gone.
 */
function processSeconds(pid, { children = false } = {}) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    return (fields[11] + fields[12] + (children ? fields[13] + fields[14] : 0)) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/** CPU seconds of every running process named `postgres`, by pid. */
function postgresSeconds() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = processSeconds(entry);
    if (Number.isFinite(seconds)) byPid.set(entry, seconds);
  }
  return byPid;
}

/** The machine's total and idle CPU seconds since boot, over all cores. */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { total: total / ticksPerSecond, idle: (ticks[3] + ticks[4]) / ticksPerSecond };
}

/**
 * Starts counting; `stop()` answers each share in cores (1 = one core busy for the whole span):
 * the app (`appPid`), this process and the children it ran to their end (the load client: this
 * process's fetch calls, or wrk), PostgreSQL, and the machine's idle cores.
 * A PostgreSQL process that started during the span counts from zero, one that ended is left out.
 */
export function watchCpu(appPid) {
  const started = performance.now();
  const app = processSeconds(appPid);
  const client = processSeconds(process.pid, { children: true });
  const postgres = postgresSeconds();
  const machine = machineSeconds();
  return {
    stop() {
      const span = (performance.now() - started) / 1000;
      let postgresUsed = 0;
      for (const [pid, seconds] of postgresSeconds()) postgresUsed += seconds - (postgres.get(pid) ?? 0);
      const machineNow = machineSeconds();
      return {
        app: (processSeconds(appPid) - app) / span,
        client: (processSeconds(process.pid, { children: true }) - client) / span,
        postgres: postgresUsed / span,
        idle: (machineNow.idle - machine.idle) / span,
        cores: (machineNow.total - machine.total) / span,
      };
    },
  };
}
