import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseEml } from './eml.ts';

// The mail tests trust this reader to see a message as its recipient does; nodemailer (the app's
// own mailer library) writes the messages, so they are encoded as the app's are.
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
const written = async (mail: SendMailOptions) => ((await transport.sendMail(mail)).message as Buffer).toString('utf8');

describe('parseEml', () => {
  it('decodes RFC 2047 words in a subject and a display name', async () => {
    const raw = await written({
      from: { name: 'Hélène Côté', address: 'helene@example.com' },
      to: 'leads@example.com',
      subject: 'Rappel pour Hélène Côté',
      text: 'Bonjour Hélène',
    });
    // On the wire the accented words are encoded, which a line-by-line reader would hand back as is.
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/m);
    expect(raw).not.toContain('Hélène');

    const mail = await parseEml(raw);
    expect(mail.headers.subject).toBe('Rappel pour Hélène Côté');
    expect(mail.headers.from).toBe('"Hélène Côté" <helene@example.com>');
    expect(mail.headers.to).toBe('leads@example.com');
    expect(mail.text).toContain('Bonjour Hélène');
  });

  it('reads the text part of a multipart message and keeps List-* headers as written', async () => {
    const link = 'http://localhost:3000/unsubscribe?token=abc';
    const raw = await written({
      from: 'news@example.com',
      to: ['a@example.com', { name: 'Côté, Hélène', address: 'b@example.com' }],
      subject: 'Newsletter',
      text: 'Plain words, line one\nline two',
      html: '<p>HTML words</p>',
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);

    const mail = await parseEml(raw);
    expect(mail.text).toBe('Plain words, line one\nline two');
    expect(mail.headers.to).toBe('a@example.com, "Côté, Hélène" <b@example.com>');
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});
