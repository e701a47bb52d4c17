import type { PhoneType } from '@maple/shared/schemas/leads';

/**
 * The brokerage alliance's external form handler (public-site §7, "External form post"). It is
 * only called when the page carries both a broker code and a nonce, which the visible form never
 * fills. Note: the site's Content-Security-Policy allows `connect-src 'self'` only, so a browser
 * blocks this request unless that policy is widened on purpose.
 */
export const mortgageAllianceAjaxUrl = 'https://www.mortgagealliance.com/wp-admin/admin-ajax.php';

/** The WordPress ajax action the handler expects. The spec names the field but not its value. */
export const mortgageAllianceAction = 'contact_form_submit';

/** public-site §7: Mobile 1, Work 2, Residential 3; anything else counts as Mobile. */
export const phoneTypeCodes: Record<PhoneType, '1' | '2' | '3'> = { Mobile: '1', Work: '2', Residential: '3' };

export function phoneTypeCode(phoneType: string | null | undefined): '1' | '2' | '3' {
  return phoneType && Object.hasOwn(phoneTypeCodes, phoneType) ? phoneTypeCodes[phoneType as PhoneType] : '1';
}

export interface ExternalContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneType?: string | null;
  postalCode?: string | null;
  comments: string;
  brokerCode?: string | null;
  wpnonce?: string | null;
}

/**
 * The form-encoded body of the external post, in the spec's field order, or null when the broker
 * code or the nonce is missing (then nothing is sent).
 */
export function externalContactPayload(fields: ExternalContactFields): URLSearchParams | null {
  const brokerCode = fields.brokerCode?.trim() ?? '';
  const wpnonce = fields.wpnonce?.trim() ?? '';
  if (!brokerCode || !wpnonce) return null;
  return new URLSearchParams([
    ['firstName', fields.firstName],
    ['lastName', fields.lastName],
    ['email', fields.email],
    ['phone', fields.phone],
    ['phoneType', phoneTypeCode(fields.phoneType)],
    ['city', ''],
    ['postalCode', fields.postalCode ?? ''],
    ['comments', fields.comments],
    ['casl', 'true'],
    ['action', mortgageAllianceAction],
    ['brokerCode', brokerCode],
    ['wpnonce', wpnonce],
  ]);
}

/** A response body as JSON when it parses, else as text. */
export async function readResponseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends the payload; resolves with the response body (to be logged), rejects on a network failure or a non-2xx answer. */
export async function postExternalContact(payload: URLSearchParams, fetchFn: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchFn(mortgageAllianceAjaxUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: payload,
    credentials: 'omit',
  });
  const body = await readResponseBody(response);
  if (!response.ok) throw new Error(`External submission answered ${response.status}: ${typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body)}`);
  return body;
}
