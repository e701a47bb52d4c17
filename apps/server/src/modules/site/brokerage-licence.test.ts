// Issue 27, item 1: the brokerage's licence line is derived from its authorized name and licence
// number, on every public page (GET /api/site) and in the mail the brokerage sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '@maple/shared/messages/password';
import { brokerageLicenceLine } from '@maple/shared/schemas/site';
import { outboxMessages } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the brokerage licence line', () => {
  it('is "{authorizedName}, Licence #{number}", and empty while either part is missing', () => {
    expect(brokerageLicenceLine({ authorizedName: 'Harbour Mortgages, Inc.', brokerageLicenceNumber: '12345' })).toBe('Harbour Mortgages, Inc., Licence #12345');
    expect(brokerageLicenceLine({ authorizedName: 'Harbour Mortgages, Inc.', brokerageLicenceNumber: '' })).toBe('');
    expect(brokerageLicenceLine({ authorizedName: '', brokerageLicenceNumber: '12345' })).toBe('');
  });

  it('GET /api/site gives it derived from the settings', async () => {
    const site = await json(await t.anonymous.get('/api/site'));
    expect(site).toMatchObject({ authorizedName: 'Maple Mortgage Group Inc.', brokerageLicenceNumber: '13579', licenceLine: 'Maple Mortgage Group Inc., Licence #13579' });
  });

  it('signs the mail the brokerage sends (an invitation), under the team name', async () => {
    const email = 'licence.invitee@example.com';
    expect((await t.as('admin').post('/api/admin/agents', { email, fullName: 'Licence Invitee', invite: true })).status).toBe(201);
    await t.runJobs();
    const mail = (await outboxMessages(t.outbox)).find((one) => one.headers.to === email && one.headers.subject === passwordMessages.mail.inviteSubject);
    expect(mail).toBeDefined();
    expect(mail!.text.trimEnd().split(/\r?\n/).slice(-2)).toEqual(['Maple Mortgage Team', 'Maple Mortgage Group Inc., Licence #13579']);
  });
});
