import { z } from 'zod';
import { emailText, hasForbiddenCharacters } from './text.ts';

const invalidEmail = 'Please enter a valid email address';
const passwordRequired = 'Password is required';

/**
 * The sign-in form (public-site §5): email and password required. The server parses the same body
 * before better-auth sees it, and passes on only these two fields.
 */
export const signInInput = z.strictObject({
  email: emailText({ invalid: invalidEmail, required: invalidEmail }),
  // Not trimmed: a password is compared exactly as typed; control characters are never part of one.
  password: z
    .string({ error: passwordRequired })
    .min(1, passwordRequired)
    .max(200)
    .refine((v) => !hasForbiddenCharacters(v), passwordRequired),
});
export type SignInInput = z.infer<typeof signInInput>;
