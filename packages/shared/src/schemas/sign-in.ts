import { z } from 'zod';

/** The sign-in form (public-area §5): email and password required. */
export const signInInput = z.object({
  email: z.email('Please enter a valid email address').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignInInput = z.infer<typeof signInInput>;
