/** The wait before the first retry; each later retry waits four times longer. */
const firstRetrySeconds = 45;

/**
 * Seconds to wait after the given failed attempt (1-based): 45 s, 3 min, 12 min, 48 min. With the
 * default five tries a job is given up about an hour after its first failure, long enough to ride
 * out a mail server restart, short enough that a lead's agent still hears about it the same hour.
 */
export function retryDelaySeconds(attempt: number): number {
  return firstRetrySeconds * 4 ** Math.max(0, attempt - 1);
}
