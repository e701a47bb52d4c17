import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages } from '@maple/shared/messages/password';
import type { AccountMailPayload } from '../../lib/auth-recovery.ts';
import type { Mail } from '../../lib/mailer.ts';

const m = passwordMessages.mail;

/** The pages a mail links to (apps/web): the token goes in the query, read by the page and sent back in a POST body. */
export const accountPages = {
  resetPassword: (publicUrl: string, token: string, invitation: boolean) =>
    `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}${invitation ? '&invite=1' : ''}`,
  confirmEmail: (publicUrl: string, token: string) => `${publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`,
  forgotPassword: (publicUrl: string) => `${publicUrl}/auth/forgot-password`,
};

export type AccountMailContext = {
  /** The account as it is when the mail is sent. */
  user: { name: string; email: string };
  /** The link's token, decrypted (reset, invitation, email confirmation). */
  token?: string;
  publicUrl: string;
  /** The brokerage's name and mail sender name (console, Settings); either may be empty. */
  teamName: string;
  /** The brokerage's licence line (brokerageLicenceLine), signed under the team name; empty until set. */
  licenceLine: string;
  fromName: string;
  /** Names the outbox file: the job's id, unique per mail. */
  id: string;
};

/** The plain-text mail for one account event: who it goes to, its subject and its words. */
export function accountMail(payload: AccountMailPayload, context: AccountMailContext): Mail {
  const { user, publicUrl } = context;
  const greeting = fillMessage(m.greeting, { name: user.name });
  // Signed with the team's name and, under it, the brokerage as FSRA licensed it (issue 27).
  const signed = [context.teamName ? fillMessage(m.signature, { team: context.teamName }) : '', context.licenceLine].filter(Boolean);
  const signature = signed.length ? ['', ...signed] : [];
  const notYou = fillMessage(m.notYou, { url: accountPages.forgotPassword(publicUrl) });
  const mail = (to: string, subject: string, lines: string[]): Mail => ({
    id: `${payload.kind}-${context.id}`,
    to,
    fromName: context.fromName || undefined,
    subject,
    text: [greeting, '', ...lines, ...signature].join('\n'),
    headers: { 'X-Maple-Account-Mail': payload.kind },
  });

  switch (payload.kind) {
    case 'password-reset':
      return mail(user.email, m.resetSubject, [m.resetBody, '', accountPages.resetPassword(publicUrl, context.token!, false), '', m.resetValidity, m.ignore]);
    case 'invitation':
      return mail(user.email, m.inviteSubject, [m.inviteBody, '', accountPages.resetPassword(publicUrl, context.token!, true), '', m.inviteValidity]);
    case 'password-changed':
      return mail(user.email, m.passwordChangedSubject, [m.passwordChangedBody, '', notYou]);
    case 'email-change-confirm':
      return mail(payload.newEmail, m.emailConfirmSubject, [m.emailConfirmBody, '', accountPages.confirmEmail(publicUrl, context.token!), '', m.emailConfirmValidity, m.ignore]);
    case 'email-change-notice':
      return mail(payload.oldEmail, m.emailNoticeSubject, [fillMessage(m.emailNoticeBody, { email: payload.newEmail }), '', notYou]);
  }
}
