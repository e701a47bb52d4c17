import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createLogger, redactedMark } from './logger.ts';
import { confirmSignUp } from '../test/confirmed-subscription.ts';

type Line = Record<string, unknown>;

describe('logger', () => {
  it('writes one JSON line: ISO time, level as a word, message, fields, and the bindings of its children', () => {
    const lines: Line[] = [];
    const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Line));
    logger.debug('not at this level');
    logger.child({ requestId: 'r-1' }).child({ jobId: 'j-1' }).warn('mail held', { leadId: 'l-1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', message: 'mail held', requestId: 'r-1', jobId: 'j-1', leadId: 'l-1', pid: process.pid });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it("redacts a person's data and credentials, at the top level and one level down", () => {
    const raw: string[] = [];
    const logger = createLogger('info', (line) => raw.push(line));
    logger.info('careless line', {
      clientEmail: 'emily@example.com',
      phone: '416-555-0191',
      lead: { clientName: 'Emily Wong', notes: 'Pre-approved at 5.2 %', message: 'Call after 6', id: 'kept-1' },
      headers: { authorization: 'Bearer abc.def', cookie: 'better-auth.session_token=xyz' },
      password: 'demo-password-2026',
    });
    const text = raw.join('\n');
    for (const secret of ['emily@example.com', '416-555-0191', 'Emily Wong', 'Pre-approved', 'Call after 6', 'abc.def', 'xyz', 'demo-password-2026']) expect(text).not.toContain(secret);
    expect(JSON.parse(raw[0]!)).toMatchObject({ message: 'careless line', clientEmail: redactedMark, lead: { clientName: redactedMark, id: 'kept-1' }, headers: { cookie: redactedMark } });
  });
});

describe('request-bound logging', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger('info', (line) => lines.push(JSON.parse(line) as Line)) });
  });
  afterAll(() => t.close());

  it("tags every line of a request with its X-Request-Id, and a job's lines with the job, with no client data anywhere", async () => {
    const res = await t.anonymous.post('/api/leads', { kind: 'newsletter', email: 'logged.nowhere@example.com' });
    expect(res.status).toBe(201);
    const requestId = res.headers.get('x-request-id');
    const ofRequest = lines.filter((line) => line.requestId === requestId).map((line) => line.message);
    expect(ofRequest).toEqual(expect.arrayContaining(['subscription requested', 'request']));

    // The confirmation mail's job, then the confirmed sign-up's lead and its jobs (decision 058).
    await t.runJobs();
    await confirmSignUp(t, 'logged.nowhere@example.com');
    expect(lines.map((line) => line.message)).toContain('lead created');
    await t.runJobs();
    const jobLines = lines.filter((line) => line.message === 'job done');
    expect(jobLines.length).toBeGreaterThan(0);
    for (const line of jobLines) expect(line).toMatchObject({ jobId: expect.any(String), job: expect.any(String) });
    expect(JSON.stringify(lines)).not.toContain('logged.nowhere');
  });
});
