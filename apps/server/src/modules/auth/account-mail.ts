import type { Language } from '@maple/shared/i18n/languages';
import { localizePath } from '@maple/shared/i18n/paths';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages } from '@maple/shared/messages/password';
import type { AccountMailPayload } from '../../lib/auth-recovery.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { Mail } from '../../lib/mailer.ts';

/**
 * The pages a mail links to (apps/web): the token goes in the query, read by the page and sent back
 * in a POST body. In the account's language, so the page opens in the mail's (decision 071).
 */
export const accountPages = {
  resetPassword: (publicUrl: string, token: string, invitation: boolean, language: Language = 'en') =>
    `${publicUrl}${localizePath(`/auth/reset-password?token=${encodeURIComponent(token)}${invitation ? '&invite=1' : ''}`, language)}`,
  confirmEmail: (publicUrl: string, token: string, language: Language = 'en') => `${publicUrl}${localizePath(`/auth/confirm-email?token=${encodeURIComponent(token)}`, language)}`,
  forgotPassword: (publicUrl: string, language: Language = 'en') => `${publicUrl}${localizePath('/auth/forgot-password', language)}`,
};

export type AccountMailContext = {
  /** The account as it is when the mail is sent; its language is the one the mail is written in (decision 071). */
  user: { name: string; email: string; language: Language };
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
  const { language } = user;
  const m = inLanguage(passwordMessages, language).mail;
  const greeting = fillMessage(m.greeting, { name: user.name });
  // Signed with the team's name and, under it, the brokerage as FSRA licensed it (issue 27).
  const signed = [context.teamName ? fillMessage(m.signature, { team: context.teamName }) : '', context.licenceLine].filter(Boolean);
  const signature = signed.length ? ['', ...signed] : [];
  const notYou = fillMessage(m.notYou, { url: accountPages.forgotPassword(publicUrl, language) });
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
      return mail(user.email, m.resetSubject, [m.resetBody, '', accountPages.resetPassword(publicUrl, context.token!, false, language), '', m.resetValidity, m.ignore]);
    case 'invitation':
      return mail(user.email, m.inviteSubject, [m.inviteBody, '', accountPages.resetPassword(publicUrl, context.token!, true, language), '', m.inviteValidity]);
    case 'password-changed':
      return mail(user.email, m.passwordChangedSubject, [m.passwordChangedBody, '', notYou]);
    case 'email-change-confirm':
      return mail(payload.newEmail, m.emailConfirmSubject, [m.emailConfirmBody, '', accountPages.confirmEmail(publicUrl, context.token!, language), '', m.emailConfirmValidity, m.ignore]);
    case 'email-change-notice':
      return mail(payload.oldEmail, m.emailNoticeSubject, [fillMessage(m.emailNoticeBody, { email: payload.newEmail }), '', notYou]);
  }
}
