import { z } from 'zod';

// Path segments are checked against the shape a record key can have before any query runs: a
// segment that cannot name a record is simply not found, and odd bytes (NUL, %00, surrogates)
// never reach the database.

/** A record id: a UUID. */
export const recordId = z.guid();

/** A blog slug as `toBlogSlug` makes it: lowercase words joined by single hyphens. */
export const blogSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** An agent's profile slug (letters and digits; links may use capitals, lookups lowercase it). */
export const profileSlug = z
  .string()
  .max(100)
  .regex(/^[a-zA-Z0-9]+$/);

/** What /agents/:idOrSlug accepts. */
export const agentKey = z.union([recordId, profileSlug]);

export const isRecordId = (value: string) => recordId.safeParse(value).success;
export const isBlogSlug = (value: string) => blogSlug.safeParse(value).success;
export const isAgentKey = (value: string) => agentKey.safeParse(value).success;

export const idParam = z.object({ id: recordId });
export const blogSlugParam = z.object({ slug: blogSlug });
export const agentKeyParam = z.object({ idOrSlug: agentKey });
