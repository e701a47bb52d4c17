import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible provider: POST /v1/chat/completions with
// `stream: true` answers `data: {chunk}` server-sent events ending in `data: [DONE]`, as the real
// protocol does. Each test scripts what the "model" does with the request it receives.

export type CompletionRequest = {
  model: string;
  stream: boolean;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
};

export type ModelBehaviour =
  /** `lineEnd` is how the stream ends its lines: LF unless a test says CRLF or CR, all three valid SSE. */
  | { kind: 'text'; pieces: string[]; lineEnd?: '\n' | '\r\n' | '\r' }
  | { kind: 'tool-call'; name: string; arguments: string }
  | { kind: 'error'; status: number }
  | { kind: 'stall' };

export async function startChatModelFixture(script: (request: CompletionRequest, index: number) => ModelBehaviour) {
  const requests: CompletionRequest[] = [];
  const authorizations: (string | undefined)[] = [];
  const open = new Set<ServerResponse>();


  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    for await (const part of req) raw += part;
    const body = JSON.parse(raw) as CompletionRequest;
    requests.push(body);
    authorizations.push(req.headers.authorization);
    const behaviour = script(body, requests.length - 1);
    const lineEnd = (behaviour.kind === 'text' && behaviour.lineEnd) || '\n';
    const chunk = (res: ServerResponse, delta: unknown, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fixture', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}${lineEnd}${lineEnd}`);
    if (behaviour.kind === 'error') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    open.add(res);
    res.on('close', () => open.delete(res));
    if (behaviour.kind === 'stall') {
      res.flushHeaders();
      return; // never a token: the app must give up on its own clock
    }
    chunk(res, { role: 'assistant', content: '' });
    if (behaviour.kind === 'tool-call') {
      // Arguments arrive in pieces, as real providers send them.
      const half = Math.ceil(behaviour.arguments.length / 2);
      chunk(res, { tool_calls: [{ index: 0, id: 'call_fixture_1', type: 'function', function: { name: behaviour.name, arguments: behaviour.arguments.slice(0, half) } }] });
      chunk(res, { tool_calls: [{ index: 0, function: { arguments: behaviour.arguments.slice(half) } }] });
      chunk(res, {}, 'tool_calls');
    } else {
      for (const piece of behaviour.pieces) chunk(res, { content: piece });
      chunk(res, {}, 'stop');
    }
    res.end(`data: [DONE]${lineEnd}${lineEnd}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}
