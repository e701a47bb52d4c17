import type { Me } from '@maple/shared/schemas/me';
import { MyActivitySection } from '@/features/audit-events/components/my-activity-section';
import { ChangePasswordSection } from '@/features/auth/components/change-password-section';
import { LanguageSection } from '@/features/auth/components/language-section';
import { SessionsSection } from '@/features/auth/components/sessions-section';
import { SignInEmailSection } from '@/features/auth/components/sign-in-email-section';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';

/**
 * The Account area's sections, in page order. Each lives in its own file (password, sign-in email,
 * language, two-factor, sessions, activity) and is a card with its own heading.
 */
export function AccountSections({ me }: { me: Me }) {
  // While the brokerage requires two-factor set-up, it is the only section (the server refuses the
  // others' routes until then). Each section keeps its place, so the two-factor one is not drawn
  // anew, losing the recovery codes it shows, when the rest appear.
  const open = !me.mustEnrolTwoFactor;
  return (
    <>
      {open ? <ChangePasswordSection me={me} /> : null}
      {open ? <SignInEmailSection me={me} /> : null}
      {open ? <LanguageSection me={me} /> : null}
      <TwoFactorSection me={me} />
      {open ? <SessionsSection /> : null}
      {open ? <MyActivitySection user={me.user} /> : null}
    </>
  );
}
