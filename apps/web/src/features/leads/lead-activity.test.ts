import { describe, expect, it } from 'vitest';
import type { LeadActivity } from '@maple/shared/schemas/leads';
import { describeActivity } from './lead-activity';

const base = { id: 'a1', createdAt: '2026-11-24T16:00:00.000Z' };
const admin = { type: 'user', name: 'Alex Morgan' } as const;

describe('describeActivity', () => {
  it('says where a lead came from, and for whom', () => {
    expect(describeActivity({ ...base, kind: 'created', source: 'mortgage_calculator', agentName: null, actor: { type: 'visitor', name: null } })).toEqual({ text: 'Received from Calculator', by: 'by the visitor' });
    expect(describeActivity({ ...base, kind: 'created', source: 'contact_form', agentName: 'Sarah Chen', actor: { type: 'visitor', name: null } }).text).toBe('Received from Contact form, for Sarah Chen');
    expect(describeActivity({ ...base, kind: 'created', source: 'Manual', agentName: 'Marc Gagnon', actor: admin })).toEqual({ text: 'Added by hand, for Marc Gagnon', by: 'by Alex Morgan' });
    // A lead from before the trail: its author was not recorded.
    expect(describeActivity({ ...base, kind: 'created', source: 'Manual', agentName: null, actor: { type: 'user', name: null } }).by).toBe('by a team member');
  });

  it('tells an assignment from a reassignment, and says how routing chose', () => {
    const assigned = (over: Partial<Extract<LeadActivity, { kind: 'assigned' }>>): LeadActivity => ({
      ...base,
      kind: 'assigned',
      agentName: 'Sarah Chen',
      previousAgentName: null,
      routedBy: null,
      province: null,
      actor: admin,
      ...over,
    });
    expect(describeActivity(assigned({}))).toEqual({ text: 'Assigned to Sarah Chen', by: 'by Alex Morgan' });
    expect(describeActivity(assigned({ previousAgentName: 'Marc Gagnon' })).text).toBe('Reassigned from Marc Gagnon to Sarah Chen');
    expect(describeActivity(assigned({ routedBy: 'round-robin', actor: { type: 'routing', name: null } })).by).toBe('by lead routing, round-robin over the active agents');
    expect(describeActivity(assigned({ routedBy: 'province', province: 'BC', actor: { type: 'routing', name: null } })).by).toBe('by lead routing, by province (British Columbia)');
  });

  it('names statuses by their labels, and never quotes notes', () => {
    expect(describeActivity({ ...base, kind: 'status_changed', from: 'new', to: 'qualified', actor: admin }).text).toBe('Status changed from New to Qualified');
    expect(describeActivity({ ...base, kind: 'notes_edited', actor: admin }).text).toBe('Notes edited');
    expect(describeActivity({ ...base, kind: 'unassigned', previousAgentName: 'Sarah Chen', actor: admin }).text).toBe('Unassigned from Sarah Chen');
    expect(describeActivity({ ...base, kind: 'exported', actor: { type: 'user', name: 'Sarah Chen' } })).toEqual({ text: 'Exported to CSV', by: 'by Sarah Chen' });
  });

  it('still shows an entry of a kind a newer server added while the page was open', () => {
    const newer = { ...base, kind: 'document_signed', actor: admin } as unknown as LeadActivity;
    expect(describeActivity(newer)).toEqual({ text: 'Updated (reload the page for the details)', by: 'by Alex Morgan' });
    // A stage a newer server added is named as the server sent it, not left blank.
    const stage = { ...base, kind: 'file_stage_changed', from: 'submitted', to: 'appraisal', actor: admin } as unknown as LeadActivity;
    expect(describeActivity(stage).text).toBe('Mortgage file moved from Submitted to appraisal');
  });
});
