import { eq } from 'drizzle-orm';
import { user } from '@maple/db/schema/auth';
import { accountMailJob, type AccountMailPayload } from '../../lib/auth-recovery.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { licensingMessages } from '@maple/shared/messages/licensing';
import { brokerageLicenceLine } from '@maple/shared/schemas/site';
import { inLanguage } from '../../lib/in-language.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { accountMail } from './account-mail.ts';

export { accountMailJob };

const kinds = new Set<AccountMailPayload['kind']>(['password-reset', 'invitation', 'password-changed', 'email-change-confirm', 'email-change-notice']);

/**
 * Sends one account mail (lib/auth-recovery.ts queues them). The token is decrypted only here,
 * to be written into the mail; an account deleted before its mail went out is skipped.
 */
export function accountMailHandler(deps: { mailer: Mailer; publicUrl: string; secrets: Secrets }): JobHandler {
  return async (raw, { db, logger, jobId }) => {
    const payload = raw as AccountMailPayload;
    if (!kinds.has(payload.kind)) throw new TypeError('account-mail payload has no known kind');
    const [account] = await db.select({ name: user.name, email: user.email, language: user.language }).from(user).where(eq(user.id, payload.userId));
    if (!account) {
      logger.info('account gone before its mail was sent', { kind: payload.kind });
      return;
    }
    const site = await getBrokerageSettings(db);
    const token = 'token' in payload ? deps.secrets.decryptSecret(payload.token) : undefined;
    await deps.mailer.send(accountMail(payload, { user: account, token, publicUrl: deps.publicUrl, teamName: site.teamName, licenceLine: brokerageLicenceLine(site, inLanguage(licensingMessages, account.language)), fromName: site.mailFromName, id: jobId }));
  };
}
