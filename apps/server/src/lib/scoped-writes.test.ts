import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@maple/db/schema/leads';
import { insertAgent, insertLead } from '@maple/db/seed/factories';
import type { Actor } from '@maple/shared/permissions';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deleteScoped, updateScoped } from './scoped-writes.ts';

let t: TestApp;
let agentA: Actor;
let agentB: Actor;
const superAdmin: Actor = { userId: 'super', role: 'super_admin', agentId: null };
const adminWithoutRecord: Actor = { userId: 'bare', role: 'admin', agentId: null };

beforeAll(async () => {
  t = await createTestApp();
  agentA = { userId: 'a', role: 'agent', agentId: (await insertAgent(t.db, { name: 'Scoped A' })).id };
  agentB = { userId: 'b', role: 'agent', agentId: (await insertAgent(t.db, { name: 'Scoped B' })).id };
});
afterAll(() => t.close());

const statusOf = async (id: string) => (await t.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status;

describe('scoped writes', () => {
  it("changes a row only inside the actor's scope: another agent's row is not found and stays as it was", async () => {
    const lead = await insertLead(t.db, { agentId: agentA.agentId, clientName: 'Scoped Lead' });
    for (const outsider of [agentB, adminWithoutRecord]) {
      await expect(updateScoped(t.db, leads, outsider, 'lead:update', lead.id, { status: 'closed' }, 'Lead not found.')).rejects.toMatchObject({ code: 'not_found', message: 'Lead not found.' });
      expect(await statusOf(lead.id)).toBe('new');
    }
    await updateScoped(t.db, leads, agentA, 'lead:update', lead.id, { status: 'contacted' }, 'Lead not found.');
    expect(await statusOf(lead.id)).toBe('contacted');
    await updateScoped(t.db, leads, superAdmin, 'lead:update', lead.id, { status: 'qualified' }, 'Lead not found.');
    expect(await statusOf(lead.id)).toBe('qualified');
  });

  it("deletes only inside the actor's scope, and refuses a role without the permission", async () => {
    const lead = await insertLead(t.db, { agentId: agentA.agentId, clientName: 'Scoped Delete' });
    await expect(deleteScoped(t.db, leads, agentA, 'lead:delete', lead.id, 'Lead not found.')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(deleteScoped(t.db, leads, null, 'lead:delete', lead.id, 'Lead not found.')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await statusOf(lead.id)).toBe('new');
    await deleteScoped(t.db, leads, superAdmin, 'lead:delete', lead.id, 'Lead not found.');
    expect(await statusOf(lead.id)).toBeUndefined();
    await expect(deleteScoped(t.db, leads, superAdmin, 'lead:delete', lead.id, 'Lead not found.')).rejects.toMatchObject({ code: 'not_found' });
  });
});
