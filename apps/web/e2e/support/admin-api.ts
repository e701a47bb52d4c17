import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { demoSession } from './content-api.ts';

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

/** The super admin's session cookie (signed in once by the global setup). */
export async function signInAdmin(): Promise<string> {
  return demoSession('admin@demo.maple.test');
}

/** The newest 100 stored leads, newest first, through the console's API (GET /api/admin/leads). */
export async function storedLeads(adminCookie: string): Promise<StoredLead[]> {
  const res = await fetch(`${baseUrl()}/api/admin/leads?pageSize=100`, { headers: { cookie: adminCookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: StoredLead[] }).items;
}
