import { expect } from 'vitest';
import { baseUrl, demoPassword } from './browser.ts';

export type StoredLead = {
  id: string;
  agentId: string | null;
  agentName: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  type: string;
  source: string;
  status: string;
  message: string | null;
  metadata: Record<string, unknown>;
};

/** Signs the super admin in through better-auth with fetch, as the console would, and keeps the cookie. */
export async function signInAdmin(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email: 'admin@demo.maple.test', password: demoPassword }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  expect(cookie).not.toBe('');
  return cookie;
}

/** The newest 100 stored leads, newest first, through the console's API (GET /api/admin/leads). */
export async function storedLeads(adminCookie: string): Promise<StoredLead[]> {
  const res = await fetch(`${baseUrl()}/api/admin/leads?pageSize=100`, { headers: { cookie: adminCookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: StoredLead[] }).items;
}
