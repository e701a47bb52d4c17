import { describe, expect, it } from 'vitest';
import { errorsMessages } from '@maple/shared/messages/errors';
import { readChatStream } from './send-chat';

/** The bytes of an answer as a server or a proxy in front of it may write them. */
const body = (text: string) => new Response(text).body!;

describe('readChatStream', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads the deltas and the outcome of a stream whose lines end in %s', async (_name, end) => {
    const deltas: string[] = [];
    const stream = [`data: {"delta":"Fixed rates "}`, `: keep-alive`, `data: {"delta":"give certainty."}`, `data: {"done":true,"leadSaved":true}`]
      .map((line) => `${line}${end}${end}`)
      .join('');
    expect(await readChatStream(body(stream), (delta) => deltas.push(delta))).toEqual({ leadSaved: true, leadError: false });
    expect(deltas).toEqual(['Fixed rates ', 'give certainty.']);
  });

  it('rejects a stream that ends before its outcome as a network failure', async () => {
    await expect(readChatStream(body('data: {"delta":"Fixed"}\n\n'), () => {})).rejects.toMatchObject({ status: 0, message: errorsMessages.network });
  });
});
