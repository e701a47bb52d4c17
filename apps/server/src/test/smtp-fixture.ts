import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * An SMTP server on 127.0.0.1 for tests, on `smtp-server` (the server side of the nodemailer
 * project): the whole RFC 5321 dialogue, dot-stuffing and pipelining as a real server speaks them,
 * keeping what it received (the message as UTF-8, its envelope). No STARTTLS or AUTH, as the
 * mailer's plain `smtp://` URL expects. A given port lets a test bring a mail server up where an
 * app already points.
 */
export async function startSmtpFixture(options: { port?: number; /** Recipients the server refuses (550), as a real one refuses an unknown mailbox. */ refuse?: (address: string) => boolean } = {}): Promise<{ url: string; received: ReceivedMail[]; connections: () => number; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    name: 'fixture.test',
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // On close, connections still open (the mailer's pool) are told 421 and closed at once.
    closeTimeout: 1,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({ from: mailFrom ? mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many connections were opened so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
