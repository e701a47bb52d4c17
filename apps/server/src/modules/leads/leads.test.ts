import { readdirSync } from 'node:fs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { consents } from '@maple/db/schema/consents';
import { jobs } from '@maple/db/schema/jobs';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import { leadsMessages } from '@maple/shared/messages/leads';
import { calculateQuote, quoteOutputs } from '@maple/shared/mortgage/quote';
import { leadHoneypotField } from '@maple/shared/schemas/leads';
import { confirmSignUp } from '../../test/confirmed-subscription.ts';
import { outboxMessageFor } from '../../test/eml.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;
let priyaId: string;
let ipCounter = 0;

beforeAll(async () => {
  // A trusted proxy header gives each request its own address, so the per-address limit only
  // bites in the test that is about it.
  t = await createTestApp({ trustProxy: true });
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
  priyaId = rows.find((r) => r.slug === 'priyapatel')!.id;
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const postLead = (body: unknown, options: { ip?: string; contentType?: string } = {}) =>
  t.request('/api/leads', {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json', 'x-forwarded-for': options.ip ?? `203.0.113.${++ipCounter % 250}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const leadCount = async () => (await t.db.select({ n: count() }).from(leads))[0]!.n;
const storedLead = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

/** Posts a lead that must be stored, and returns the row and its notification. */
async function created(body: Record<string, unknown>) {
  const res = await postLead(body);
  const json = (await res.json()) as { id: string } & Partial<ErrorBody>;
  expect(res.status, JSON.stringify(json)).toBe(201);
  expect(Object.keys(json)).toEqual(['id']);
  const row = await storedLead(json.id);
  // The notification is a job written with the lead; running the queue sends it.
  await t.runJobs();
  return { row, mail: await outboxMessageFor(t.outbox, json.id) };
}

/** A contact form's body: the cheapest lead stored as soon as it is sent (a sign-up waits for its confirmation, decision 058). */
const contactFrom = (email: string) => ({ kind: 'contact', firstName: 'Casey', lastName: 'Contact', email, phone: '416-555-0100', comments: 'Call me', consent: true });

const quoteInputs = { price: 650000, downPayment: 65000, location: 'Ontario', amortization: 25, mortgageRate: 3.94, paymentFrequency: 'monthly' } as const;

describe('POST /api/leads (anyone): each kind is stored as public-site §3 lists it', () => {
  it('quote (purchase): rate_quote from the calculator, calculations worked out on the server', async () => {
    const { row, mail } = await created({ kind: 'quote', quoteType: 'purchase', ...quoteInputs, name: 'Emily Wong', email: 'emily@example.com', phone: '416-555-0191', agentId: sarahId });
    expect(row).toMatchObject({ clientName: 'Emily Wong', clientEmail: 'emily@example.com', clientPhone: '416-555-0191', agentId: sarahId, type: 'rate_quote', source: 'mortgage_calculator', status: 'new', message: null });
    expect(row.metadata).toEqual({ ...quoteInputs, calculations: quoteOutputs.parse(calculateQuote(quoteInputs)) });
    expect(row.metadata.calculations).toMatchObject({ cmhcInsurance: 18135, totalMortgage: 603135, totalPayments: 300 });
    // Sarah routes leads to her CRM address.
    expect(mail!.headers.to).toBe('sarah.crm@demo.maple.test');
    expect(mail!.headers['reply-to']).toBe('emily@example.com');
    expect(mail!.headers['x-maple-lead-id']).toBe(row.id);
    expect(mail!.headers.subject).toBe('New quote request: Emily Wong');
    expect(mail!.text).toContain('Phone: 416-555-0191');
  });

  it('quote: a `calculations` in the body is refused by name; the stored ones are worked out on the server', async () => {
    const inputs = { price: 480000, downPayment: 30000, location: 'Quebec', amortization: 30, mortgageRate: 4.49, paymentFrequency: 'accelerated-bi-weekly' } as const;
    const forged = { cmhcInsurance: 0, totalMortgage: 1, periodicPayment: 1, totalPayments: 1, totalInterest: 0, payoffYears: 1, hacked: true };
    const lead = { kind: 'quote', quoteType: 'purchase', ...inputs, name: 'Tamper Test', email: 'tamper@example.com' };
    const refused = await postLead({ ...lead, calculations: forged });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ calculations: 'Unknown field' });
    const { row } = await created(lead);
    expect(row.metadata).toEqual({ ...inputs, calculations: quoteOutputs.parse(calculateQuote(inputs)) });
  });

  it('quote (renewal): stored as refinance; no agent ("none") goes to the team inbox', async () => {
    const { row, mail } = await created({ kind: 'quote', quoteType: 'renewal', ...quoteInputs, name: 'Robert Singh', email: 'robert@example.com', agentId: 'none' });
    expect(row).toMatchObject({ type: 'refinance', source: 'mortgage_calculator', status: 'new', agentId: null, clientPhone: null });
    expect(mail!.headers.to).toBe('leads@demo.maple.test');
  });

  it('stress_test (issue 41): the calculator inputs as sent, the stress test worked out on the server', async () => {
    const inputs = { annualIncome: 100_000, downPayment: 50_000, amortization: 25, rate: 3.84, mortgageAmount: 450_000 };
    const lead = { kind: 'stress_test', ...inputs, name: 'Stella Stress', email: 'stella@example.com', agentId: 'none' };
    const refused = await postLead({ ...lead, calculations: { maxMortgage: 9_999_999 } });
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ calculations: 'Unknown field' });
    const { row, mail } = await created(lead);
    expect(row).toMatchObject({ type: 'rate_quote', source: 'mortgage_calculator', clientName: 'Stella Stress' });
    // 3.84% + 2% = 5.84%; 39% of 8,333.33 = 3,250.00 a month carries 515,605.40 (docs/calculators/qualification.md).
    expect(row.metadata).toMatchObject({
      calculator: 'stress_test',
      ...inputs,
      monthlyCondoFees: 0,
      straightSwitch: false,
      calculations: { qualifyingRate: 5.84, qualifyingRateBasis: 'buffer', maxMortgage: 515_605.4, maxPrice: 565_605.4, binding: 'gds', tested: { passes: true } },
    });
    expect(mail!.headers.subject).toBe('New stress test calculator request: Stella Stress');
  });

  it('penalty (issue 41): the inputs as sent, the penalty worked out on the server; months left beyond the term refused', async () => {
    const inputs = { balance: 400_000, rate: 5, rateType: 'fixed', termYears: 5, monthsLeft: 36, comparisonRate: 3.5 };
    const lead = { kind: 'penalty', ...inputs, name: 'Pat Penalty', email: 'pat@example.com' };
    const refused = await postLead({ ...lead, monthsLeft: 61 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toHaveProperty('monthsLeft');
    const { row } = await created(lead);
    expect(row).toMatchObject({ type: 'refinance', source: 'mortgage_calculator' });
    // 400,000 × 5% × 3/12 = 5,000.00; 400,000 × 1.5% × 36/12 = 18,000.00 (docs/calculators/penalty.md).
    expect(row.metadata).toMatchObject({
      calculator: 'penalty',
      ...inputs,
      calculations: { threeMonthsInterest: 5000, interestRateDifferential: 18_000, penalty: 18_000, appliedMethod: 'interest-rate-differential', interestActCap: false },
    });
  });

  it('contact: first and last name joined, comments as the message, consent and its text kept', async () => {
    const { row, mail } = await created({
      kind: 'contact',
      firstName: 'Nadia',
      lastName: 'Haddad',
      email: 'nadia@example.com',
      phone: '647-555-0133',
      phoneType: 'Work',
      postalCode: 'K1P 1A1',
      comments: 'Looking to renew in the spring.',
      consent: true,
      agentId: marcId,
    });
    expect(row).toMatchObject({ clientName: 'Nadia Haddad', clientEmail: 'nadia@example.com', clientPhone: '647-555-0133', type: 'contact', source: 'contact_form', status: 'new', message: 'Looking to renew in the spring.', agentId: marcId });
    expect(row.metadata).toEqual({ phoneType: 'Work', postalCode: 'K1P 1A1', consent: true, consentText: leadsMessages.consentText });
    // Marc has no CRM address: his own email.
    expect(mail!.headers.to).toBe('agent2@demo.maple.test');
    expect(mail!.text).toContain('Looking to renew in the spring.');
  });

  it('contact: phone type defaults to Mobile and a missing postal code is stored as null', async () => {
    const { row } = await created({ kind: 'contact', firstName: 'A', lastName: 'B', email: 'ab@example.com', phone: '555', comments: 'Hi', consent: true });
    expect(row.metadata).toEqual({ phoneType: 'Mobile', postalCode: null, consent: true, consentText: leadsMessages.consentText });
  });

  it('agent_application: a website contact marked as an agent application', async () => {
    const { row, mail } = await created({ kind: 'agent_application', name: 'Tom Becker', email: 'tom@example.com', phone: '905-555-0175', experience: 'Level 1 licensed', message: 'I would like to join.' });
    expect(row).toMatchObject({ clientName: 'Tom Becker', type: 'contact', source: 'website', status: 'new', message: 'I would like to join.', agentId: null });
    expect(row.metadata).toEqual({ type: 'agent_application', experience: 'Level 1 licensed' });
    expect(mail!.headers.to).toBe('leads@demo.maple.test');
  });

  it("newsletter: once confirmed by the address's owner, the name is the part of the email before the @", async () => {
    const res = await postLead({ kind: 'newsletter', email: 'jane.doe+news@example.com' });
    expect(res.status).toBe(201);
    const row = await storedLead(await confirmSignUp(t, 'jane.doe+news@example.com'));
    await t.runJobs();
    const mail = await outboxMessageFor(t.outbox, row.id);
    expect(row).toMatchObject({ clientName: 'jane.doe+news', clientEmail: 'jane.doe+news@example.com', clientPhone: null, type: 'contact', source: 'newsletter', status: 'new' });
    expect(row.metadata).toEqual({ subscribed_to: 'newsletter' });
    expect(mail!.headers.to).toBe('leads@demo.maple.test');
  });

  it('application: an application from the website with the amount and address', async () => {
    const { row, mail } = await created({ kind: 'application', name: 'Hannah Lee', email: 'hannah@example.com', phone: '604-555-0110', mortgageAmount: 420000, propertyAddress: '12 Cedar Lane', agentId: sarahId });
    expect(row).toMatchObject({ clientName: 'Hannah Lee', type: 'application', source: 'website', status: 'new', agentId: sarahId });
    expect(row.metadata).toEqual({ mortgage_amount: 420000, property_address: '12 Cedar Lane' });
    expect(mail!.headers.to).toBe('sarah.crm@demo.maple.test');
    const bare = await created({ kind: 'application', name: 'No Address', email: 'na@example.com', phone: '1', mortgageAmount: 0 });
    expect(bare.row.metadata).toEqual({ mortgage_amount: 0 });
  });

  it('chat: AI Chatbot contact with fallbacks, the conversation as JSON text, the extracted details', async () => {
    const conversation = [
      { role: 'user', content: 'What is the minimum down payment on a 550k condo?' },
      { role: 'assistant', content: '5% on the first $500,000 and 10% on the rest.' },
    ];
    const { row, mail } = await created({ kind: 'chat', conversation, propertyValue: '550000', propertyType: 'condo', chatSessionId: 'chat-123', sourceDetails: 'Chat assistant' });
    expect(row).toMatchObject({ clientName: 'Anonymous Lead', clientEmail: 'no-reply@maple.invalid', clientPhone: null, type: 'contact', source: 'AI Chatbot', status: 'new' });
    const message = JSON.parse(row.message!) as { conversation: unknown; last_interaction: string };
    expect(message.conversation).toEqual(conversation);
    expect(message.last_interaction).toBe(t.clock.now().toISOString());
    expect(row.metadata).toEqual({ property_value: '550000', property_type: 'condo', down_payment: null, mortgage_type: null, source_details: 'Chat assistant', chat_session_id: 'chat-123' });
    expect(mail!.headers.to).toBe('leads@demo.maple.test');
    expect(mail!.headers['reply-to']).toBeUndefined();
    expect(mail!.text).toContain('Visitor: What is the minimum down payment');
  });

  it('chat: keeps the name, email and phone the visitor gave', async () => {
    const { row } = await created({ kind: 'chat', name: 'Sam Lee', email: 'sam@example.com', phone: '4165550100', conversation: [{ role: 'user', content: 'Hi' }], chatSessionId: 's-2', agentId: marcId });
    expect(row).toMatchObject({ clientName: 'Sam Lee', clientEmail: 'sam@example.com', clientPhone: '4165550100', agentId: marcId });
  });
});

describe('POST /api/leads: the chosen agent', () => {
  it.each([
    ['an inactive agent', () => priyaId],
    ['an unknown agent', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'sarahchen'],
  ])('refuses %s with 400 on agentId and stores nothing', async (_label, id) => {
    const before = await leadCount();
    const res = await postLead({ kind: 'newsletter', email: 'x@example.com', agentId: id() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields).toEqual({ agentId: leadsMessages.agentUnavailable });
    expect(await leadCount()).toBe(before);
  });
});

describe('POST /api/leads: bad input is refused and nothing is stored', () => {
  const big = 'x'.repeat(100 * 1024);
  const validQuote = { kind: 'quote', quoteType: 'purchase', ...quoteInputs, name: 'Valid', email: 'valid@example.com' };
  const validContact = { kind: 'contact', firstName: 'A', lastName: 'B', email: 'ab@example.com', phone: '555', comments: 'Hi', consent: true };

  it.each<[string, unknown, number, string?, Record<string, string>?]>([
    ['quote without name or email', { ...validQuote, name: undefined, email: undefined }, 400, 'Please fill in all required fields', { name: 'Please fill in all required fields', email: 'Please fill in all required fields' }],
    ['quote with a blank name', { ...validQuote, name: '   ' }, 400, 'Please fill in all required fields'],
    ['quote with a bad email', { ...validQuote, email: 'not-an-email' }, 400, 'Please enter a valid email address'],
    ['quote with a price as text', { ...validQuote, price: 'lots' }, 400],
    ['quote with a negative down payment', { ...validQuote, downPayment: -1 }, 400],
    ['quote with the down payment above the price', { ...validQuote, downPayment: 700000 }, 400, 'Down payment cannot be more than the purchase price'],
    ['quote with an unknown frequency', { ...validQuote, paymentFrequency: 'daily' }, 400],
    ['quote with an unknown quote type', { ...validQuote, quoteType: 'other' }, 400],
    ['contact without consent', { ...validContact, consent: false }, 400, 'Please consent to receiving communications', { consent: 'Please consent to receiving communications' }],
    ['contact with consent missing', { ...validContact, consent: undefined }, 400, 'Please consent to receiving communications'],
    ['contact with consent as a string', { ...validContact, consent: 'true' }, 400, 'Please consent to receiving communications'],
    ['contact without comments', { ...validContact, comments: '' }, 400, 'Please fill in all required fields'],
    ['contact with an unknown phone type', { ...validContact, phoneType: 'Pager' }, 400],
    ['contact with a 100 KB comment', { ...validContact, comments: big }, 400, 'This entry is too long'],
    ['a 100 KB name', { ...validQuote, name: big }, 400, 'This entry is too long'],
    ['a 100 KB email', { kind: 'newsletter', email: `${big}@example.com` }, 400],
    ['newsletter with a number as email', { kind: 'newsletter', email: 42 }, 400],
    ['application with the amount as text', { kind: 'application', name: 'A', email: 'a@example.com', phone: '1', mortgageAmount: '400k' }, 400, 'Please enter a valid number'],
    ['application without an amount', { kind: 'application', name: 'A', email: 'a@example.com', phone: '1' }, 400, 'Please fill in all required fields', { mortgageAmount: 'Please fill in all required fields' }],
    ['agent application without experience', { kind: 'agent_application', name: 'A', email: 'a@example.com', phone: '1' }, 400, 'Please fill in all required fields'],
    ['chat with no conversation', { kind: 'chat', conversation: [], chatSessionId: 'x' }, 400],
    ['chat with an unknown role', { kind: 'chat', conversation: [{ role: 'system', content: 'x' }], chatSessionId: 'x' }, 400],
    ['chat with too many messages', { kind: 'chat', conversation: Array.from({ length: 61 }, () => ({ role: 'user', content: 'x' })), chatSessionId: 'x' }, 400],
    ['an unknown kind', { kind: 'mortgage_hack', email: 'a@example.com' }, 400, 'Unknown kind of request', { kind: 'Unknown kind of request' }],
    ['no kind', { email: 'a@example.com' }, 400],
    ['an array', [validQuote], 400],
    ['null', null, 400],
    ['malformed JSON', '{"kind": "newsletter", "email": ', 400],
    ['an empty body', '', 400],
    ['a form-encoded body', 'kind=newsletter&email=a%40example.com', 400],
    ['a body over 256 KB', { ...validContact, comments: 'y'.repeat(300 * 1024) }, 413],
  ])('%s → %i', async (_label, body, status, message, fields) => {
    const before = await leadCount();
    await t.runJobs();
    const files = readdirSync(t.outbox).length;
    const res = await postLead(body, typeof body === 'string' && body.startsWith('kind=') ? { contentType: 'application/x-www-form-urlencoded' } : {});
    expect(res.status).toBe(status);
    const json = (await res.json()) as ErrorBody;
    expect(json.error.code).toBe(status === 413 ? 'too_large' : 'bad_request');
    if (message) expect(json.error.message).toBe(message);
    if (fields) expect(json.error.fields).toEqual(fields);
    expect(await leadCount()).toBe(before);
    // Whatever a refused or bot request left in the queue would be sent now.
    expect(await t.runJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(readdirSync(t.outbox).length).toBe(files);
  });

  it('names the failing field of each input', async () => {
    const res = await postLead({ kind: 'contact', firstName: '', lastName: 'B', email: 'bad', phone: '1', comments: 'x', consent: true });
    const { error } = (await res.json()) as ErrorBody;
    expect(error.fields).toEqual({ firstName: 'Please fill in all required fields', email: 'Please enter a valid email address' });
  });
});

describe('POST /api/leads: Idempotency-Key (a request the proxy resends after a restart)', () => {
  const send = (key: string, email: string) =>
    t.request('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': `198.51.100.${++ipCounter % 250}` }, body: JSON.stringify(contactFrom(email)) });

  it('stores one lead and one notification for the same key sent twice at once, and answers both with its id', async () => {
    const before = await leadCount();
    const [first, second] = await Promise.all([send('submission-0001-abc', 'twice@example.com'), send('submission-0001-abc', 'twice@example.com')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [(await first.json()) as { id: string }, (await second.json()) as { id: string }];
    expect(a.id).toBe(b.id);
    expect(await leadCount()).toBe(before + 1);
    const pending = await t.db.select().from(jobs).where(and(eq(jobs.name, 'lead-notification'), sql`${jobs.payload}->>'leadId' = ${a.id}`));
    expect(pending).toHaveLength(1);
    // A new submission (a new key) is a new lead.
    expect((await send('submission-0002-abc', 'twice@example.com')).status).toBe(201);
    expect(await leadCount()).toBe(before + 2);
  });

  it('refuses a malformed key by name and stores nothing', async () => {
    const before = await leadCount();
    const res = await send('bad key!', 'badkey@example.com');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({ 'Idempotency-Key': leadsMessages.invalidIdempotencyKey });
    expect(await leadCount()).toBe(before);
  });
});

describe('POST /api/leads: many at once (written together, decision 053)', () => {
  // Sign-ups are written by the same writer when confirmed (decision 058), with their welcome mail:
  // consents/pending-subscriptions.test.ts. Here every lead is a contact form's, which keeps its consent at once.
  it('stores each of 40 leads sent at once once, with its own consent, trail and notification, and a resent key answered with its first lead', async () => {
    const bodies = Array.from({ length: 40 }, (_, i) => ({ kind: 'contact', firstName: 'Together', lastName: `No ${i}`, email: `together.${i}@example.com`, phone: '416-555-0100', comments: 'Call me', consent: true }));
    const send = (body: unknown, key: string) =>
      t.request('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': `198.51.100.${++ipCounter % 250}` }, body: JSON.stringify(body) });
    const before = await leadCount();
    const answers = await Promise.all([...bodies.map((body, i) => send(body, `together-key-${i}`)), send(bodies[3], 'together-key-3')]);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(ids[40]).toBe(ids[3]);
    expect(new Set(ids).size).toBe(40);
    expect(await leadCount()).toBe(before + 40);

    const stored = await t.db.select({ id: leads.id, email: leads.clientEmail }).from(leads).where(inArray(leads.id, ids));
    expect(new Map(stored.map((row) => [row.id, row.email]))).toEqual(new Map(ids.slice(0, 40).map((id, i) => [id, `together.${i}@example.com`])));
    const consented = await t.db.select({ leadId: consents.leadId, email: consents.email, purpose: consents.purpose }).from(consents).where(inArray(consents.leadId, ids));
    expect(consented.sort((a, b) => ids.indexOf(a.leadId!) - ids.indexOf(b.leadId!))).toEqual(
      ids.slice(0, 40).map((id, i) => ({ leadId: id, email: `together.${i}@example.com`, purpose: 'contact' })),
    );
    const trail = await t.db.select({ leadId: leadActivity.leadId, kind: leadActivity.kind }).from(leadActivity).where(inArray(leadActivity.leadId, ids));
    expect(trail.filter((entry) => entry.kind === 'created').map((entry) => entry.leadId).sort()).toEqual(ids.slice(0, 40).sort());
    const notifications = await t.db.select({ leadId: sql<string>`${jobs.payload}->>'leadId'` }).from(jobs).where(and(eq(jobs.name, 'lead-notification'), sql`${jobs.payload}->>'leadId' in ${ids}`));
    expect(notifications.map((job) => job.leadId).sort()).toEqual(ids.slice(0, 40).sort());
  });

  it('counts a burst from one address one by one: 10 of 15 sent at once are stored, 5 answered 429', async () => {
    const before = await leadCount();
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => postLead(contactFrom(`sameaddress${i}@example.com`), { ip: '192.0.2.99' })));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    expect(await leadCount()).toBe(before + 10);
  });
});

describe('POST /api/leads: spam defences', () => {
  it(`answers a filled honeypot (${leadHoneypotField}) like a success but stores and sends nothing`, async () => {
    const before = await leadCount();
    await t.runJobs();
    const files = readdirSync(t.outbox).length;
    const res = await postLead({ kind: 'contact', firstName: 'Spam', lastName: 'Bot', email: 'bot@example.com', phone: '1', comments: 'Buy now', consent: true, [leadHoneypotField]: 'https://spam.example' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadCount()).toBe(before);
    expect(await t.db.select().from(leads).where(eq(leads.id, id))).toEqual([]);
    // Whatever a refused or bot request left in the queue would be sent now.
    expect(await t.runJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(readdirSync(t.outbox).length).toBe(files);
  });

  it('stores a lead whose honeypot is present but empty', async () => {
    const { row } = await created({ ...contactFrom('human@example.com'), [leadHoneypotField]: '' });
    expect(row.source).toBe('contact_form');
  });

  it('answers 429 after 10 leads in 10 minutes from one address, and stores none of the extra', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await postLead({ kind: 'newsletter', email: `burst${i}@example.com` }, { ip })).status).toBe(201);
    const before = await leadCount();
    const res = await postLead({ kind: 'newsletter', email: 'burst10@example.com' }, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: leadsMessages.tooMany } });
    expect(await leadCount()).toBe(before);
    // Another address is not held back.
    expect((await postLead({ kind: 'newsletter', email: 'other@example.com' }, { ip: '192.0.2.78' })).status).toBe(201);
  });
});

describe('leads are never readable anonymously', () => {
  it.each(['/api/leads', '/api/leads/x', '/api/admin/leads', '/api/admin/applications', '/api/me/leads'])('GET %s gives no lead data', async (path) => {
    const res = await t.request(path);
    expect([401, 404]).toContain(res.status);
    const text = await res.text();
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('emily.wong');
  });
});

describe('POST /api/leads: the land transfer tax and closing costs calculators (issue 41)', () => {
  const contact = { name: 'Tara Buyer', email: 'tara@example.com', agentId: 'none' };
  const lttInputs = { province: 'ON', municipality: 'toronto', price: 800000, firstTimeBuyer: true, newlyBuilt: false, foreignBuyer: false, closingDate: '2026-06-01' } as const;
  const costInputs = { ...lttInputs, price: 500000, downPayment: 50000, amortization: 25, legalFees: 1800, titleInsurance: 300, inspection: 450, appraisal: 0, adjustments: 650.5 } as const;

  it('land_transfer_tax: the inputs and the tax worked out on the server (Toronto first-time buyer at $800,000 → $16,475.00)', async () => {
    const { row, mail } = await created({ kind: 'land_transfer_tax', ...lttInputs, ...contact });
    expect(row).toMatchObject({ type: 'rate_quote', source: 'mortgage_calculator', clientName: 'Tara Buyer', agentId: null });
    expect(row.metadata).toMatchObject({ calculator: 'land_transfer_tax', inputs: lttInputs, calculations: { totalCents: 1_647_500 } });
    expect(mail!.headers.subject).toBe('New land transfer tax question: Tara Buyer');
  });

  it('closing_costs: every item recomputed, a forged total refused by name', async () => {
    const forged = await postLead({ kind: 'closing_costs', ...costInputs, ...contact, cashToCloseCents: 1 });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as ErrorBody).error.fields).toEqual({ cashToCloseCents: 'Unknown field' });
    const { row } = await created({ kind: 'closing_costs', ...costInputs, ...contact });
    // LTT 6,475 × 2 − 4,000 − 4,475 = 4,475; PST 8% of 13,950 = 1,116; 1,800 + 300 + 450 + 0 + 650.50 = 3,200.50
    expect(row.metadata).toMatchObject({
      calculator: 'closing_costs',
      calculations: { premiumCents: 1_395_000, closingCostsCents: 879_150, cashToCloseCents: 5_879_150 },
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown province', { kind: 'land_transfer_tax', ...lttInputs, province: 'XX' }],
    ['a closing date out of range', { kind: 'land_transfer_tax', ...lttInputs, closingDate: '1999-01-01' }],
    ['a price as text', { kind: 'land_transfer_tax', ...lttInputs, price: '800k' }],
    ['a down payment above the price', { kind: 'closing_costs', ...costInputs, downPayment: 600000 }],
    ['a negative legal fee', { kind: 'closing_costs', ...costInputs, legalFees: -1 }],
    ['a fraction of a cent', { kind: 'closing_costs', ...costInputs, inspection: 1.001 }],
  ])('%s is refused and nothing is stored', async (_name, body) => {
    const before = await leadCount();
    const res = await postLead({ ...body, ...contact });
    expect(res.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});
