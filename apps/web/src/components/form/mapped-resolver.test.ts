import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { createWebhookInput } from '@maple/shared/schemas/webhooks';
import { mappedResolver } from './mapped-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('mappedResolver', () => {
  it('checks the body the inputs map to, a bad entry of a list on the list itself', async () => {
    const resolve = mappedResolver<{ url: string; events: string[]; secret: string }, unknown>(createWebhookInput, (v) => ({ ...v, url: v.url.trim() }));
    const { errors } = await resolve({ url: ' ftp://x ', events: ['lead.created', 'nope'], secret: 'short' }, undefined, options);
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]))).toEqual({ url: m.urlInvalid, events: m.eventsRequired, secret: m.secretInvalid });
  });

  it('answers the parsed body when the inputs are good', async () => {
    const resolve = mappedResolver<{ url: string; events: string[] }, unknown>(createWebhookInput, (v) => v);
    const result = await resolve({ url: 'https://crm.example.com/hook', events: ['lead.updated', 'lead.created'] }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ url: 'https://crm.example.com/hook', events: ['lead.created', 'lead.updated'], isActive: true });
  });

  it('keeps a grouped input’s message on that input', async () => {
    const schema = z.object({ lines: z.array(z.email('bad address')), links: z.object({ x: z.url('bad link'), y: z.string() }) });
    const resolve = mappedResolver<{ lines: string; links: { x: string; y: string } }, unknown>(schema, (v) => ({ ...v, lines: v.lines.split(',') }));
    const { errors } = await resolve({ lines: 'a@b.ca,nope', links: { x: 'nope', y: '' } }, undefined, options);
    expect(errors.lines?.message).toBe('bad address');
    expect(errors.links?.x?.message).toBe('bad link');
  });

  it('puts a check of the whole body in errors.root', async () => {
    const schema = z.object({ a: z.string().optional() }).refine((v) => v.a !== undefined, 'nothing to save');
    const resolve = mappedResolver<{ a: string }, unknown>(schema, (v) => (v.a ? v : {}));
    const { errors } = await resolve({ a: '' }, undefined, options);
    expect(errors.root?.message).toBe('nothing to save');
    expect(Object.keys(errors)).toEqual(['root']);
  });
});
