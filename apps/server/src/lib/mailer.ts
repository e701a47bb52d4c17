import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '@maple/shared/clock';

export type Mail = {
  /** One address, or several (the brokerage's lead inbox may be a list). */
  to: string | string[];
  /** The sender's display name (the brokerage's "sender name for mail"); the address stays MAIL_FROM's. */
  fromName?: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (multipart/alternative); the text stays complete on its own. */
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Names the outbox file, so a message can be found by what it is about (a lead id). */
  id?: string;
};

export type SentMail = { messageId: string; file?: string };

export type Mailer = {
  kind: 'outbox' | 'smtp';
  send: (mail: Mail) => Promise<SentMail>;
};

/** `clock` dates each message (its Date header and outbox file name). */
export type MailerOptions = { from: string; outboxDir: string; smtpUrl?: string; clock: Clock };

/**
 * SMTP when a URL is configured; otherwise each message is written as an .eml file into the outbox
 * folder, where a person (or a test) can open it, so a fresh install needs no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // A few connections kept open and reused: a mail then costs its own commands, not a TCP
      // connect, greeting and EHLO (and TLS, on a real server) each (decision 054). Four match the
      // job worker's lanes under a backlog; a message waits for a free connection.
      pool: true,
      maxConnections: 4,
      // A lead waits for its notification; a dead mail server must not hold it for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      send: async (mail) => {
        const info = await transport.sendMail(message(options, mail));
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail(message(options, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = options.clock.now().toISOString().replace(/[:.]/g, '-');
      const id = (mail.id ?? randomUUID()).replace(/[^a-zA-Z0-9-]/g, '');
      const file = join(options.outboxDir, `${stamp}-${id}.eml`);
      // Written aside, then renamed: whoever reads the outbox never opens half a message.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, info.message as Buffer, { flag: 'wx' });
      await rename(partial, file);
      return { messageId: info.messageId, file };
    },
  };
}

/** The address inside `Name <address>` (or the whole value when it is a bare address). */
const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

function message({ from, clock }: MailerOptions, mail: Mail) {
  return {
    // Nodemailer quotes the name itself, so a brokerage name with a comma stays one sender.
    from: mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from,
    date: clock.now(),
    to: mail.to,
    replyTo: mail.replyTo,
    // Subjects carry visitor-typed names; a line break there would start a new header.
    subject: mail.subject.replace(/[\r\n]+/g, ' '),
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}
