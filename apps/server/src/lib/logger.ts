type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** One JSON object per line, so log collectors can index fields such as requestId. */
export function createLogger(level: Level | 'silent' = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const log = (at: Level) => (message: string, fields: Record<string, unknown> = {}) => {
    if (order[at] < order[level]) return;
    // The real time on purpose, not the app's clock: a log line says when it was written, which is
    // what an operator lines up with other systems' logs, and a test's moved clock must not hide it.
    write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
