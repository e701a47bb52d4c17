import { z } from 'zod';

/** POST /api/events/page-view: the public agent profile reports one view of itself. */
export const recordPageViewInput = z.object({
  agentId: z.guid(),
});
export type RecordPageViewInput = z.infer<typeof recordPageViewInput>;
