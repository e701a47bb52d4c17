import { describe, expect, it, vi } from 'vitest';
import {
  externalContactPayload,
  mortgageAllianceAction,
  mortgageAllianceAjaxUrl,
  phoneTypeCode,
  postExternalContact,
  readResponseBody,
} from './external-submission';

const fields = {
  firstName: 'Emily',
  lastName: 'Wong',
  email: 'emily@example.com',
  phone: '416-555-0191',
  phoneType: 'Work',
  postalCode: 'M5J 0A1',
  comments: 'Renewal in May.\nPlease call after 5.',
  brokerCode: 'BRK123',
  wpnonce: 'abc123nonce',
};

describe('phoneTypeCode', () => {
  it('maps Mobile 1, Work 2, Residential 3, anything else 1', () => {
    expect(phoneTypeCode('Mobile')).toBe('1');
    expect(phoneTypeCode('Work')).toBe('2');
    expect(phoneTypeCode('Residential')).toBe('3');
    expect(phoneTypeCode(undefined)).toBe('1');
    expect(phoneTypeCode('')).toBe('1');
    expect(phoneTypeCode('Fax')).toBe('1');
    expect(phoneTypeCode('toString')).toBe('1');
  });
});

describe('externalContactPayload', () => {
  it('holds exactly the spec fields, in order, with casl true and an empty city', () => {
    const payload = externalContactPayload(fields)!;
    expect([...payload.entries()]).toEqual([
      ['firstName', 'Emily'],
      ['lastName', 'Wong'],
      ['email', 'emily@example.com'],
      ['phone', '416-555-0191'],
      ['phoneType', '2'],
      ['city', ''],
      ['postalCode', 'M5J 0A1'],
      ['comments', 'Renewal in May.\nPlease call after 5.'],
      ['casl', 'true'],
      ['action', mortgageAllianceAction],
      ['brokerCode', 'BRK123'],
      ['wpnonce', 'abc123nonce'],
    ]);
    expect(payload.toString()).toContain('comments=Renewal+in+May.%0APlease+call+after+5.');
  });

  it('defaults the phone type to Mobile and the postal code to empty', () => {
    const payload = externalContactPayload({ ...fields, phoneType: undefined, postalCode: undefined })!;
    expect(payload.get('phoneType')).toBe('1');
    expect(payload.get('postalCode')).toBe('');
  });

  it('is null unless both the broker code and the nonce are present', () => {
    expect(externalContactPayload({ ...fields, brokerCode: '' })).toBeNull();
    expect(externalContactPayload({ ...fields, wpnonce: undefined })).toBeNull();
    expect(externalContactPayload({ ...fields, brokerCode: '  ', wpnonce: ' ' })).toBeNull();
    expect(externalContactPayload({ ...fields, brokerCode: null, wpnonce: null })).toBeNull();
  });
});

describe('readResponseBody', () => {
  it('reads JSON when it parses, else text', async () => {
    expect(await readResponseBody(new Response('{"success":true}'))).toEqual({ success: true });
    expect(await readResponseBody(new Response('0'))).toBe(0);
    expect(await readResponseBody(new Response('<p>ok</p>'))).toBe('<p>ok</p>');
    expect(await readResponseBody(new Response(''))).toBe('');
  });
});

describe('postExternalContact', () => {
  it('posts the form-encoded payload to the endpoint and returns the body', async () => {
    const fetchFn = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    const payload = externalContactPayload(fields)!;
    await expect(postExternalContact(payload, fetchFn as unknown as typeof fetch)).resolves.toEqual({ success: true });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(mortgageAllianceAjaxUrl);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(payload);
    expect((init.headers as Record<string, string>)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.credentials).toBe('omit');
  });

  it('rejects on an error status or a network failure', async () => {
    const payload = externalContactPayload(fields)!;
    const failing = vi.fn(async () => new Response('nope', { status: 403 }));
    await expect(postExternalContact(payload, failing as unknown as typeof fetch)).rejects.toThrow('403');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postExternalContact(payload, offline as unknown as typeof fetch)).rejects.toThrow('Failed to fetch');
  });
});
