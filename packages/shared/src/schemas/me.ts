import { z } from 'zod';
import { languages } from '../i18n/languages.ts';
import { personLanguageMessages } from '../messages/person-language.ts';
import { roles } from '../roles.ts';

/** GET /api/me */
export const meResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(roles),
    twoFactorEnabled: z.boolean(),
    /** The back office's language for this user, and their mail's (decision 071). */
    language: z.enum(languages),
  }),
  agent: z
    .object({ id: z.string(), name: z.string(), profileSlug: z.string().nullable() })
    .nullable(),
  /** The brokerage requires two-factor sign-in of staff and this user has not set it up: only enrolment is open. */
  mustEnrolTwoFactor: z.boolean(),
});
export type Me = z.infer<typeof meResponse>;

/** PATCH /api/me: the signed-in user's own settings; today their language (the Account area's form). */
export const updateMeInput = z.strictObject({ language: z.enum(languages, { error: personLanguageMessages.setting.invalid }) });
export type UpdateMeInput = z.infer<typeof updateMeInput>;
