import { eq } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { insertLead } from '@maple/db/seed/factories';
import { outboxMessages } from './eml.ts';
import { testOrigin, type DemoUser, type TestApp } from './test-app.ts';

export type PortalBorrower = { leadId: string; fileId: string; applicantId: string; cookie: string };

/**
 * A borrower as the portal gets one (decision 094): the agent starts a file for a lead with this
 * address, the link is mailed (the job run here), and the page posts the link's token for a
 * portal session. Answers the cookie a request sends back, with the file and applicant it is for.
 */
export async function borrowerOfNewFile(t: TestApp, email: string, agent: Extract<DemoUser, 'sarah' | 'marc'> = 'sarah'): Promise<PortalBorrower> {
  const slug = agent === 'sarah' ? 'sarahchen' : 'marcgagnon';
  const [owner] = await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, slug));
  const lead = await insertLead(t.db, { agentId: owner!.id, clientName: 'Amira Haddad', clientEmail: email });
  const started = await t.as(agent).post(`/api/me/leads/${lead.id}/files`, {});
  if (started.status !== 201) throw new Error(`file not started: ${started.status}`);
  const { id: fileId } = (await started.json()) as { id: string };
  const { cookie, applicantId } = await enterWithMailedLink(t, email);
  return { leadId: lead.id, fileId, applicantId, cookie };
}

/** The portal entered with the last link mailed to `email` (the mail jobs run first): a main applicant's, or a co-applicant's after the invitation. */
export async function enterWithMailedLink(t: TestApp, email: string): Promise<{ cookie: string; applicantId: string }> {
  await t.runJobs();
  const mails = await outboxMessages(t.outbox, (name) => name.includes('portal-link-'));
  const mail = mails.filter((m) => m.headers.to?.includes(email)).at(-1);
  const token = mail && /\/(?:portal|fr\/portail)#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no portal link mailed to ${email}`);
  const entered = await t.app.request('/api/portal/session', { method: 'POST', headers: { origin: testOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (entered.status !== 200) throw new Error(`portal not entered: ${entered.status}`);
  const { me } = (await entered.json()) as { me: { id: string } };
  return { cookie: entered.headers.get('set-cookie')!.split(';')[0]!, applicantId: me.id };
}
