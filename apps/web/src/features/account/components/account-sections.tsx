import type { Me } from '@maple/shared/schemas/me';

/**
 * The Account area's sections, in page order. Each lives in its own file (password, sign-in email,
 * two-factor, sessions, activity) and is a card with its own heading.
 */
export function AccountSections({ me: _me }: { me: Me }) {
  return <></>;
}
