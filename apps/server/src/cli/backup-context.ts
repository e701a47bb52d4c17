import { systemClock, type Clock } from '@maple/shared/clock';

/** What `npm run backup` and `npm run restore` read and where they write: the process's, or a test's own. */
export type CliContext = { env: NodeJS.ProcessEnv; clock: Clock; out: (text: string) => void; err: (text: string) => void };

export const processContext: CliContext = {
  env: process.env,
  clock: systemClock,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};
