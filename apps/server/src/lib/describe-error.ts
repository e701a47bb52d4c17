/**
 * What an operator needs to find the failure, and nothing a client sent: a failed query's message
 * holds its SQL and parameters (a lead's name, email, phone), and a driver's message can quote the
 * offending value, so neither message is logged; the stack keeps only its frames.
 */
export function describeError(error: Error): { errorClass: string; causeClass?: string; dbCode?: string; frames?: string[] } {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const dbCode = [cause, error].map((e) => (e as { code?: unknown } | undefined)?.code).find((code) => typeof code === 'string');
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => line.trim());
  return {
    errorClass: error.constructor?.name ?? error.name,
    ...(cause ? { causeClass: cause.constructor?.name ?? cause.name } : {}),
    ...(typeof dbCode === 'string' ? { dbCode } : {}),
    ...(frames?.length ? { frames } : {}),
  };
}
