import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export type Logger = Record<Level, (message: string, fields?: LogFields) => void> & {
  /** A logger whose every line also carries `bindings`: a request's id, a job's id and kind. */
  child(bindings: LogFields): Logger;
};

/**
 * Field names that hold a person's data (the lead forms, accounts, the chat) or a credential. No log
 * line is meant to carry one; this is the net for the one that would, at the top level or one level
 * down (`{ lead: { clientEmail } }`), decision 033.
 */
const personalFields = [
  'email', 'clientEmail', 'phone', 'clientPhone', 'name', 'clientName', 'firstName', 'lastName', 'fullName',
  'notes', 'address', 'password', 'currentPassword', 'newPassword', 'token', 'secret', 'authorization', 'cookie',
];
// A lead's `message` only below the top level: there `message` is the line's own text.
export const redactedPaths = [...personalFields, ...[...personalFields, 'message'].map((field) => `*.${field}`)];
export const redactedMark = '[redacted]';

/**
 * pino, one JSON object per line: `time` (ISO), `level` as a word, `message`, then the fields. The
 * real time on purpose, not the app's clock: a log line says when it was written, which is what an
 * operator lines up with other systems' logs, and a test's moved clock must not hide it.
 */
export function createLogger(level: Level | 'silent' = 'info', write?: (line: string) => void): Logger {
  const destination: DestinationStream = write ? { write: (line: string) => write(line.trimEnd()) } : pino.destination({ dest: 1, sync: true });
  const root = pino(
    {
      level,
      messageKey: 'message',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: redactedMark },
    },
    destination,
  );
  return wrap(root);
}

// Our call sites read message first, fields second (pino's order is the other way round).
function wrap(instance: PinoLogger): Logger {
  const at = (level: Level) => (message: string, fields?: LogFields) => (fields ? instance[level](fields, message) : instance[level](message));
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: (bindings) => wrap(instance.child(bindings)) };
}
