import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { verifyWebhookSignature } from '../modules/webhooks/webhook-signature.ts';

export type ReceivedWebhook = { path: string; headers: Record<string, string | undefined>; body: string; signatureValid: boolean; answered: number | 'no answer' };

/**
 * A CRM's webhook endpoint on 127.0.0.1 at a random port, speaking plain HTTP: it records every
 * POST, checks the Maple-Signature against the secret it was given (at the time `now()` says),
 * and answers as told: `failNext(n)` answers 500 to the next n requests, `hang()` never answers.
 */
export async function startWebhookReceiver(options: { now: () => Date }) {
  let secret = '';
  let failures = 0;
  let hanging = false;
  const received: ReceivedWebhook[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['maple-signature'] ?? '');
      const record: ReceivedWebhook = {
        path: req.url ?? '/',
        headers: { 'maple-event': req.headers['maple-event'] as string | undefined, 'maple-delivery': req.headers['maple-delivery'] as string | undefined, 'content-type': req.headers['content-type'] },
        body,
        signatureValid: verifyWebhookSignature(secret, signature, body, Math.floor(options.now().getTime() / 1000)),
        answered: 'no answer',
      };
      received.push(record);
      if (hanging) return;
      const status = failures > 0 ? 500 : 200;
      if (failures > 0) failures--;
      record.answered = status;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hooks/maple') => `http://127.0.0.1:${port}${path}`,
    received,
    useSecret: (value: string) => void (secret = value),
    failNext: (n: number) => void (failures = n),
    hang: (on = true) => void (hanging = on),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
