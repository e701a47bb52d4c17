import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@maple/shared/clock';
import { parseEml } from '../test/eml.ts';
import { startSmtpFixture } from '../test/smtp-fixture.ts';
import { createMailer } from './mailer.ts';

let smtp: Awaited<ReturnType<typeof startSmtpFixture>>;
beforeAll(async () => {
  smtp = await startSmtpFixture();
});
afterAll(() => smtp.close());

const from = 'Maple Mortgage <no-reply@maple.test>';
const clock = manualClock('2026-11-25T04:40:00.123Z');

describe('mailer', () => {
  it('without SMTP, writes each message as an .eml file named <timestamp>-<id> into the outbox', async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'maple-mailer-')), 'outbox');
    const mailer = createMailer({ from, outboxDir: outbox, clock });
    expect(mailer.kind).toBe('outbox');
    const sent = await mailer.send({ id: 'lead-1', to: 'agent@example.com', replyTo: 'client@example.com', subject: 'Hello\r\nBcc: victim@example.com', text: 'Body line\nSecond line é', headers: { 'X-Maple-Lead-Id': 'lead-1' } });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toBe('2026-11-25T04-40-00-123Z-lead-1.eml');
    expect(sent.file).toBe(join(outbox, files[0]!));
    const mail = await parseEml(readFileSync(sent.file!, 'utf8'));
    expect(mail.headers.date).toBe('Wed, 25 Nov 2026 04:40:00 +0000');
    expect(mail.headers.to).toBe('agent@example.com');
    // The configured sender, as a mail client shows it (the display name quoted).
    expect(mail.headers.from).toBe('"Maple Mortgage" <no-reply@maple.test>');
    expect(mail.headers['reply-to']).toBe('client@example.com');
    // A line break typed into a subject cannot add a header.
    expect(mail.headers.subject).toBe('Hello Bcc: victim@example.com');
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.text).toContain('Second line é');
  });

  it('with an SMTP URL, delivers through the server', async () => {
    const mailer = createMailer({ from, outboxDir: '/nonexistent', smtpUrl: smtp.url, clock });
    expect(mailer.kind).toBe('smtp');
    const before = smtp.received.length;
    await mailer.send({ to: 'agent@example.com', subject: 'Over SMTP', text: 'A line\n.starting with a dot' });
    const got = smtp.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.from).toBe('no-reply@maple.test');
    expect(got[0]!.to).toEqual(['agent@example.com']);
    const mail = await parseEml(got[0]!.data);
    expect(mail.headers.subject).toBe('Over SMTP');
    expect(mail.text).toContain('\n.starting with a dot');
  });

  it('keeps its SMTP connections open: mails sent one after another share one', async () => {
    const own = await startSmtpFixture();
    try {
      const mailer = createMailer({ from, outboxDir: '/nonexistent', smtpUrl: own.url, clock });
      for (let i = 0; i < 5; i++) await mailer.send({ to: 'agent@example.com', subject: `Mail ${i}`, text: 'Body' });
      expect((await Promise.all(own.received.map((mail) => parseEml(mail.data)))).map((mail) => mail.headers.subject)).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4']);
      expect(own.connections()).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const down = await startSmtpFixture();
    await down.close();
    const mailer = createMailer({ from, outboxDir: '/nonexistent', smtpUrl: down.url, clock });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
