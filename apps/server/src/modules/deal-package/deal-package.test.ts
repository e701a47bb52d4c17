// The deal package (issue 39 §9, decision 100): the application with its consent records, as JSON
// described in the OpenAPI document and as a readable PDF; the lead's agent and the console only.
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { insertLead } from '@maple/db/seed/factories';
import type { DealPackage } from '@maple/shared/schemas/deal-package';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import type { PortalFile } from '@maple/shared/schemas/portal';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp();
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

/** The text a PDF draws: its content streams inflated (jsPDF compresses them). */
function pdfText(bytes: Buffer): string {
  const text: string[] = [];
  const raw = bytes.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      text.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not a compressed stream (an image or a font): nothing to read.
    }
  }
  return text.join('\n');
}

async function fileWithApplication(email: string) {
  const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Priya Nair', clientEmail: email });
  const file = (await json(await t.as('sarah').post(`/api/me/leads/${lead.id}/files`, {}))) as MortgageFile;
  await t.runJobs();
  const [mail] = (await outboxMessages(t.outbox, (name) => name.includes('portal-link-'))).filter((m) => m.headers.to?.includes(email));
  const token = /#([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  const entered = await t.app.request('/api/portal/session', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const cookie = entered.headers.get('set-cookie')!.split(';')[0]!;
  const me = ((await json(entered)) as PortalFile).me.id;
  const put = (step: string, body: unknown) => t.request(`/api/portal/application/${step}`, { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await put('applicants', { applicants: [{ id: me, role: 'main', firstName: 'Priya', lastName: 'Nair', dateOfBirth: '1991-06-02', email: 'priya@example.ca', maritalStatus: 'single', dependants: 0, phone: '613-555-0142', residencyStatus: 'citizen' }] })).status).toBe(200);
  expect((await put('property', { purpose: 'purchase', address: { street: '301 Churchill Avenue North', city: 'Ottawa', province: 'ON', postalCode: 'K1Z 5B9' }, price: 689_000, occupancy: 'owner_occupied', propertyType: 'semi_detached', propertyTax: 5_212, heating: 145, newBuild: false, firstTimeBuyer: true })).status).toBe(200);
  return { leadId: lead.id, file };
}

describe('the deal package', () => {
  it('gives the agent the file, the application as saved, portal access and consents as JSON', async () => {
    const { leadId, file } = await fileWithApplication('priya.package@example.com');
    const res = await t.as('sarah').get(`/api/me/leads/${leadId}/files/${file.id}/package`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="application-${file.id}.json"`);
    const pkg = (await json(res)) as DealPackage;
    expect(pkg).toMatchObject({ madeAt: t.clock.now().toISOString(), file: { id: file.id, clientName: 'Priya Nair' }, application: { version: null, sha256: null }, consents: [] });
    expect(Object.keys(pkg.application.steps).sort()).toEqual(['applicants', 'property']);
    expect(pkg.applicants.map((a) => a.email)).toEqual(['priya.package@example.com']);
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files/${file.id}/package`)).status).toBe(404);
    expect((await t.as('admin').get(`/api/admin/leads/${leadId}/files/${file.id}/package`)).status).toBe(200);
  });

  it('is a readable PDF with every step, the labels and the money in words', async () => {
    const { leadId, file } = await fileWithApplication('priya.pdf@example.com');
    const res = await t.as('sarah').get(`/api/me/leads/${leadId}/files/${file.id}/package.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const shown of ['Mortgage application', 'Client: Priya Nair', 'Not submitted yet', 'Applicants', 'First name: Priya', 'Purchase price', '$689,000.00', 'Semi-detached house', 'Employment', 'Not saved', 'Consent records']) {
      expect(text, shown).toContain(shown);
    }
    expect((await t.as('marc').get(`/api/me/leads/${leadId}/files/${file.id}/package.pdf`)).status).toBe(404);
  });
});
