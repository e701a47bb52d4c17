// The rules beyond the four verbs (permissions.ts `ruleRoles`) hold in the services themselves, not
// only at the console's door: an agent's actor calling them on the agent's own rows is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { insertBlogPost } from '@maple/db/seed/factories';
import type { Actor } from '@maple/shared/permissions';
import { setBlogPublication, updateBlogPost } from './blog/blog-posts.service.ts';
import { updateAgent } from './agents/agent-records.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AppError } from '../lib/app-error.ts';
import { createLogger } from '../lib/logger.ts';

let t: TestApp;
let sarah: Actor;
let marcId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: agents.id, userId: agents.userId, slug: agents.profileSlug }).from(agents);
  const own = rows.find((r) => r.slug === 'sarahchen')!;
  sarah = { userId: own.userId!, role: 'agent', agentId: own.id };
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, clock: t.clock, logger: createLogger('silent'), storage: t.storage });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('rules beyond the four verbs, in the services', () => {
  it("refuses an agent publishing or reassigning their own post, and changes nothing", async () => {
    const post = await insertBlogPost(t.db, { agentId: sarah.agentId, isPublished: false });
    expect(await refusal(setBlogPublication(deps(), sarah, post.id, true))).toBe('forbidden');
    expect(await refusal(updateBlogPost(deps(), sarah, post.id, { agentId: marcId }))).toBe('forbidden');
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ isPublished: false, agentId: sarah.agentId });
  });

  it("refuses an agent deactivating themselves, choosing their provinces or their role, and changes nothing", async () => {
    expect(await refusal(updateAgent(deps(), sarah, sarah.agentId, { isActive: false }))).toBe('forbidden');
    expect(await refusal(updateAgent(deps(), sarah, sarah.agentId, { provinces: ['QC'] }))).toBe('forbidden');
    expect(await refusal(updateAgent(deps(), sarah, sarah.agentId, { role: 'admin' }))).toBe('forbidden');
    const [row] = await t.db.select().from(agents).where(eq(agents.id, sarah.agentId!));
    expect(row!.isActive).toBe(true);
    expect(row!.provinces).not.toEqual(['QC']);
  });
});
