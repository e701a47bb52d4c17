import { expect, inject } from 'vitest';
import { baseUrl } from './browser.ts';
import { demoAccounts, demoPassword, type DemoAccount } from './demo-accounts.ts';

/** A demo account's session cookie, signed in once for the whole run by the global setup. */
export function demoSession(email: DemoAccount): string {
  const cookie = inject('sessions')[email];
  if (!cookie) throw new Error(`no session for ${email}`);
  return cookie;
}

/** A session cookie: the shared one for a demo account, else a sign-in through better-auth with fetch. */
export async function signInAs(email: string, password = demoPassword): Promise<string> {
  if ((demoAccounts as readonly string[]).includes(email)) return demoSession(email as DemoAccount);
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** A JSON call as the site's own pages make it (same origin), answering the parsed body. */
export async function callApi<T = unknown>(cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { cookie, origin: baseUrl(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Removes what a spec made (posts, testimonials) by title or client name, so specs that count the
 * demo content (blog.spec, home.spec) see it as seeded whichever order they run in.
 */
export async function removeContent(adminCookie: string, match: { postTitles?: string[]; clientNames?: string[] }) {
  const posts = await callApi<{ items: { id: string; title: string }[] }>(adminCookie, 'GET', '/api/admin/blog-posts?pageSize=100');
  for (const post of posts.body.items.filter((p) => match.postTitles?.includes(p.title))) await callApi(adminCookie, 'DELETE', `/api/admin/blog-posts/${post.id}`);
  const testimonials = await callApi<{ items: { id: string; clientName: string }[] }>(adminCookie, 'GET', '/api/admin/testimonials?pageSize=100');
  for (const t of testimonials.body.items.filter((x) => match.clientNames?.includes(x.clientName))) await callApi(adminCookie, 'DELETE', `/api/admin/testimonials/${t.id}`);
}
