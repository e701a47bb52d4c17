// Client identification records (FINTRAC, issue 27 §5): what the owning agent, another agent and
// the super admin see and may do, and what the database holds.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { auditEvents } from '@maple/db/schema/audit-events';
import { leadIdentifications } from '@maple/db/schema/lead-identifications';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { formatDayIn } from '@maple/shared/i18n/format-in';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import { leadsMessages } from '@maple/shared/messages/leads';
import { addYears, type CreateIdentificationRequest } from '@maple/shared/schemas/identifications';
import { escapeHtml } from '../../lib/escape-html.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { createSecrets } from '../../lib/secrets.ts';
import { parseCsv } from '../../test/csv-reader.ts';
import { createTestApp, json, type Json, type TestApp } from '../../test/test-app.ts';
import { identificationsUnderHold, reencryptIdentificationNumbers } from './identifications.service.ts';

let t: TestApp;
let sarahId: string;
let today: string;

const passport = 'QX4820193';
const record = (overrides: Partial<CreateIdentificationRequest> = {}): CreateIdentificationRequest => ({
  clientName: 'Amélie Tremblay',
  address: '12 rue des Érables\nMontréal QC H2X 1Y4',
  dateOfBirth: '1984-05-17',
  method: 'government_photo_id',
  documentType: 'Passport',
  documentNumber: passport,
  issuingJurisdiction: 'Canada',
  expiresOn: '2031-02-01',
  verifiedOn: today,
  pepDetermination: 'not_pep',
  thirdPartyDetermination: 'no_third_party',
  purpose: 'Purchase of a principal residence; mortgage brokerage services.',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
  today = brokerageDay(t.clock.now());
});
afterAll(() => t.close());

const leadOfSarah = async (clientName = 'Identified Client') => (await insertLead(t.db, { agentId: sarahId, clientName })).id;
const eventsOf = (kind: string) => t.db.select().from(auditEvents).where(eq(auditEvents.kind, kind));

describe('an identification record', () => {
  it('round-trips from the dashboard: the number encrypted in the database and masked in every answer', async () => {
    const leadId = await leadOfSarah();
    const created = await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record());
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body).toMatchObject({
      leadId,
      clientName: 'Amélie Tremblay',
      method: 'government_photo_id',
      documentNumberMasked: '•••• 0193',
      verifiedOn: today,
      verifiedByName: 'Sarah Chen',
      voidedAt: null,
      // The lead is open: the five years have not begun.
      retainUntil: null,
    });
    expect(JSON.stringify(body)).not.toContain(passport);

    // The raw column holds ciphertext written with SECRET_KEY, never the number.
    const result = await t.db.execute(sql`select document_number_encrypted as n from lead_identifications where id = ${body.id}`);
    const [raw] = (result as unknown as { rows: { n: string }[] }).rows;
    expect(raw!.n).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(raw!.n).not.toContain(passport);
    expect(raw!.n).not.toContain('4820193');
    expect(t.secrets.decryptSecret(raw!.n)).toBe(passport);

    for (const [who, path] of [['sarah', `/api/me/leads/${leadId}/identifications`], ['admin', `/api/admin/leads/${leadId}/identifications`]] as const) {
      const list = await json(await t.as(who).get(path));
      expect(list).toMatchObject({ total: 1, items: [{ id: body.id, documentNumberMasked: '•••• 0193', address: '12 rue des Érables\nMontréal QC H2X 1Y4' }] });
      expect(JSON.stringify(list)).not.toContain(passport);
    }
    expect(await eventsOf('identification_recorded')).toEqual(expect.arrayContaining([expect.objectContaining({ detail: expect.objectContaining({ leadId, identificationId: body.id }) })]));
  });

  it('is invisible to another agent: 404 as for the lead, for every route', async () => {
    const leadId = await leadOfSarah();
    const id = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record()))).id;
    for (const res of [
      await t.as('marc').get(`/api/me/leads/${leadId}/identifications`),
      await t.as('marc').post(`/api/me/leads/${leadId}/identifications`, record()),
      await t.as('marc').patch(`/api/me/leads/${leadId}/identifications/${id}`, { purpose: 'Taken over' }),
      await t.as('marc').patch(`/api/me/leads/${leadId}/identifications/${id}`, { void: { reason: 'Not mine' } }),
      await t.as('marc').get(`/api/me/leads/${leadId}/identifications/export.csv`),
    ]) {
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toBe(leadsMessages.notFound);
    }
    // A record id under another lead of one's own is not found either.
    const ownLead = await leadOfSarah('Other Own Lead');
    expect((await t.as('sarah').patch(`/api/me/leads/${ownLead}/identifications/${id}`, { purpose: 'Moved' })).status).toBe(404);
    const [row] = await t.db.select().from(leadIdentifications).where(eq(leadIdentifications.id, id));
    expect(row).toMatchObject({ purpose: record().purpose, voidedAt: null, leadId });
  });

  it('reveals its number to the super admin only, each reveal in the audit trail', async () => {
    const leadId = await leadOfSarah();
    const id = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record()))).id;
    const before = (await eventsOf('identification_revealed')).length;
    // No reveal route in the dashboard at all.
    expect((await t.as('sarah').post(`/api/me/leads/${leadId}/identifications/${id}/reveal`)).status).toBe(404);
    expect((await t.as('sarah').post(`/api/admin/leads/${leadId}/identifications/${id}/reveal`)).status).toBe(403);
    expect((await t.anonymous.post(`/api/admin/leads/${leadId}/identifications/${id}/reveal`)).status).toBe(401);
    expect(await eventsOf('identification_revealed')).toHaveLength(before);

    const res = await t.as('admin').post(`/api/admin/leads/${leadId}/identifications/${id}/reveal`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id, documentNumber: passport });
    const events = await eventsOf('identification_revealed');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ actorLabel: 'admin@demo.maple.test', detail: { leadId, identificationId: id } });
    expect(JSON.stringify(events.at(-1))).not.toContain(passport);
  });

  it('has no delete: only a void with a reason, audited, after which it changes no more', async () => {
    const leadId = await leadOfSarah();
    const id = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record()))).id;
    for (const path of [`/api/me/leads/${leadId}/identifications/${id}`, `/api/admin/leads/${leadId}/identifications/${id}`]) {
      expect((await t.as(path.includes('admin') ? 'admin' : 'sarah').delete(path)).status).toBe(404);
    }
    for (const body of [{ void: {} }, { void: { reason: '   ' } }, { void: null }]) {
      const res = await t.as('sarah').patch(`/api/me/leads/${leadId}/identifications/${id}`, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await json(res)).error.fields ?? {})[0]).toMatch(/^void/);
    }
    const both = await t.as('sarah').patch(`/api/me/leads/${leadId}/identifications/${id}`, { void: { reason: 'Wrong client' }, purpose: 'x' });
    expect(both.status).toBe(400);
    expect((await json(both)).error.fields.void).toBe(m.voidWithCorrections);

    const voided = await t.as('sarah').patch(`/api/me/leads/${leadId}/identifications/${id}`, { void: { reason: 'Entered on the wrong lead' } });
    expect(voided.status).toBe(200);
    expect(await json(voided)).toMatchObject({ voidReason: 'Entered on the wrong lead', voidedByName: 'Sarah Chen', voidedAt: t.clock.now().toISOString() });
    expect((await eventsOf('identification_voided')).at(-1)).toMatchObject({ detail: { leadId, identificationId: id, reason: 'Entered on the wrong lead' } });
    const again = await t.as('admin').patch(`/api/admin/leads/${leadId}/identifications/${id}`, { purpose: 'Changed after the void' });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe(m.alreadyVoided);
    // Still on file, still listed.
    expect((await json(await t.as('sarah').get(`/api/me/leads/${leadId}/identifications`))).items).toEqual([expect.objectContaining({ id, voidReason: 'Entered on the wrong lead' })]);
  });

  it('takes corrections, the number re-encrypted, the fields changed (not their values) audited', async () => {
    const leadId = await leadOfSarah();
    const id = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record()))).id;
    const res = await t.as('admin').patch(`/api/admin/leads/${leadId}/identifications/${id}`, { documentNumber: 'QX4820777', expiresOn: null, issuingJurisdiction: 'Canada' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ documentNumberMasked: '•••• 0777', expiresOn: null, verifiedByName: 'Sarah Chen' });
    const [row] = await t.db.select().from(leadIdentifications).where(eq(leadIdentifications.id, id));
    expect(t.secrets.decryptSecret(row!.documentNumberEncrypted)).toBe('QX4820777');
    const event = (await eventsOf('identification_corrected')).at(-1);
    expect(event!.detail).toEqual({ leadId, identificationId: id, fields: ['expiresOn', 'documentNumber'] });
    expect(JSON.stringify(event)).not.toContain('QX4820777');
    // A PEP determination needs its details, on a correction as on a create.
    const pep = await t.as('sarah').patch(`/api/me/leads/${leadId}/identifications/${id}`, { pepDetermination: 'foreign_pep' });
    expect(pep.status).toBe(400);
    expect((await json(pep)).error.fields).toEqual({ pepDetails: m.pepDetailsRequired });
  });

  it('refuses a bad record with 400 naming the field, and unknown fields', async () => {
    const leadId = await leadOfSarah();
    const post = (body: unknown) => t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, body);
    const cases: [unknown, string, string][] = [
      [record({ clientName: ' ' }), 'clientName', m.clientNameRequired],
      [record({ method: 'utility_bill' as never }), 'method', m.methodRequired],
      [record({ documentNumber: '' }), 'documentNumber', m.documentNumberRequired],
      [record({ verifiedOn: addYears(today, 1) }), 'verifiedOn', m.verifiedOnFuture],
      [record({ dateOfBirth: '2026-02-30' }), 'dateOfBirth', leadsMessages.invalidDate],
      [record({ thirdPartyDetermination: 'third_party' }), 'thirdPartyDetails', m.thirdPartyDetailsRequired],
      [{ ...record(), verifiedByName: 'Someone else' }, 'verifiedByName', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.status, field).toBe(400);
      const fields = (await json(res)).error.fields;
      expect(Object.keys(fields), field).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    expect(await t.db.$count(leadIdentifications, eq(leadIdentifications.leadId, leadId))).toBe(0);
  });
});

describe('the lead of a record', () => {
  it('cannot be deleted (409), and a lead without records still can', async () => {
    const leadId = await leadOfSarah();
    await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record());
    const res = await t.as('admin').delete(`/api/admin/leads/${leadId}`);
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe(m.leadHasRecords);
    expect(await t.db.$count(leads, eq(leads.id, leadId))).toBe(1);
    // The database refuses it too, whoever tries.
    await expect(t.db.delete(leads).where(eq(leads.id, leadId))).rejects.toThrow();
    const bare = await leadOfSarah('No Records');
    expect((await t.as('admin').delete(`/api/admin/leads/${bare}`)).status).toBe(204);
  });

  it('sets how long its records are kept: five years after the later of verification and closing', async () => {
    const leadId = await leadOfSarah();
    const id = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record({ verifiedOn: '2026-01-15' })))).id;
    const retain = async () => ((await json(await t.as('sarah').get(`/api/me/leads/${leadId}/identifications`))).items as Json[])[0].retainUntil;
    expect(await retain()).toBeNull();
    expect(await identificationsUnderHold(t.db, [leadId], t.clock.now())).toEqual([{ id, leadId, retainUntil: null }]);
    // Closed today (after the verification): five years from today.
    expect((await t.as('sarah').patch(`/api/me/leads/${leadId}`, { status: 'closed' })).status).toBe(200);
    expect(await retain()).toBe(addYears(today, 5));
    // A record verified after the closing counts from its own day.
    await t.db.update(leadIdentifications).set({ verifiedOn: '2040-03-01' }).where(eq(leadIdentifications.id, id));
    expect(await retain()).toBe('2045-03-01');
    // Under hold until the last day, then no more.
    expect(await identificationsUnderHold(t.db, [leadId], new Date('2045-03-01T12:00:00Z'))).toEqual([{ id, leadId, retainUntil: '2045-03-01' }]);
    expect(await identificationsUnderHold(t.db, [leadId], new Date('2045-03-02T12:00:00Z'))).toEqual([]);
  });
});

describe('the examiner export', () => {
  it('gives every record of the client as CSV and as a printable page, numbers masked, text escaped', async () => {
    const leadId = await leadOfSarah('Export Client');
    await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record({ clientName: '<b>Jean</b> "Export"', purpose: '=HYPERLINK("x")' }));
    t.clock.advance(60_000);
    const second = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record({ method: 'credit_file', documentType: 'Equifax credit file', documentNumber: 'EQ-5512-8840' })))).id;
    await t.as('sarah').patch(`/api/me/leads/${leadId}/identifications/${second}`, { void: { reason: 'Duplicate' } });

    const csv = await t.as('sarah').get(`/api/me/leads/${leadId}/identifications/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="identifications-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text).not.toContain(passport);
    expect(text).not.toContain('5512-8840');
    const [header, first, voided] = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(header).toContain(m.fields.documentNumber);
    const at = (row: string[] | undefined, label: string) => row![header!.indexOf(label)];
    expect(at(first, m.fields.documentNumber)).toBe('•••• 0193');
    expect(at(first, m.fields.purpose)).toBe(`'=HYPERLINK("x")`);
    expect(at(voided, m.fields.method)).toBe(m.methods.credit_file);
    expect(at(voided, m.fields.voidReason)).toBe('Duplicate');

    const html = await t.as('admin').get(`/api/admin/leads/${leadId}/identifications/export.csv?format=html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await html.text();
    expect(page).toContain('&lt;b&gt;Jean&lt;/b&gt;');
    expect(page).not.toContain('<b>Jean</b>');
    expect(page).toContain('•••• 0193');
    expect(page).not.toContain(passport);
    expect(page).toContain(m.voidedBadge);
  });

  it("is written in the user's back-office language: French labels, values, dates and lang fr-CA for a French-preferring user, English otherwise", async () => {
    const leadId = await leadOfSarah('Langue Client');
    await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record({ dateOfBirth: '1984-05-17' }));
    const fr = inLanguage(m, 'fr');
    const csvOf = async () => parseCsv((await (await t.as('sarah').get(`/api/me/leads/${leadId}/identifications/export.csv`)).text()).replace(/^\uFEFF/, ''));
    const pageOf = async () => (await t.as('sarah').get(`/api/me/leads/${leadId}/identifications/export.csv?format=html`)).text();

    expect((await t.as('sarah').patch('/api/me', { language: 'fr' })).status).toBe(200);
    try {
      const [header, row] = await csvOf();
      expect(header).toContain(fr.fields.documentNumber);
      expect(header).not.toContain(m.fields.documentNumber);
      expect(row![header!.indexOf(fr.fields.method)]).toBe(fr.methods.government_photo_id);
      // The CSV keeps days as stored, for whatever reads it next.
      expect(row![header!.indexOf(fr.fields.dateOfBirth)]).toBe('1984-05-17');
      const page = await pageOf();
      expect(page).toContain('<html lang="fr-CA">');
      expect(page).toContain(escapeHtml(fr.exportTitle('Amélie Tremblay')));
      expect(page).toContain(escapeHtml(fr.fields.pepDetermination));
      expect(page).toContain('17 mai 1984');
      expect(page).toContain(escapeHtml(fr.exportGenerated(formatDayIn('fr', today))));
      expect(page).not.toContain(escapeHtml(m.fields.dateOfBirth));
    } finally {
      expect((await t.as('sarah').patch('/api/me', { language: 'en' })).status).toBe(200);
    }

    const [header] = await csvOf();
    expect(header).toContain(m.fields.documentNumber);
    const page = await pageOf();
    expect(page).toContain('<html lang="en-CA">');
    expect(page).toContain(escapeHtml(m.exportTitle('Amélie Tremblay')));
    expect(page).toContain('May 17, 1984');
    expect(page).toContain(escapeHtml(m.exportGenerated(formatDayIn('en', today))));
  });
});

describe('a key rotation', () => {
  it('re-encrypts numbers written with the previous key under the new one', async () => {
    const leadId = await leadOfSarah();
    const id = (await json(await t.as('sarah').post(`/api/me/leads/${leadId}/identifications`, record()))).id;
    const rotated = createSecrets({ secretKey: 'a-brand-new-secret-key-of-at-least-32-chars', secretKeyPrevious: 'test-secret-key-test-secret-key-1234567' });
    expect(await reencryptIdentificationNumbers(t.db, rotated)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(leadIdentifications).where(eq(leadIdentifications.id, id));
    expect(row!.documentNumberEncrypted.split(':')[1]).toBe(rotated.keyId);
    expect(createSecrets({ secretKey: 'a-brand-new-secret-key-of-at-least-32-chars' }).decryptSecret(row!.documentNumberEncrypted)).toBe(passport);
    expect(await reencryptIdentificationNumbers(t.db, rotated)).toBe(0);
    // Back to the test app's key, so the other tests' reads still work.
    const back = createSecrets({ secretKey: 'test-secret-key-test-secret-key-1234567', secretKeyPrevious: 'a-brand-new-secret-key-of-at-least-32-chars' });
    await reencryptIdentificationNumbers(t.db, back);
  });
});
