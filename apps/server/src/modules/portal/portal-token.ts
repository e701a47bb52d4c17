import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits in base64url: what a mailed link and a session cookie carry. */
export const newPortalToken = () => randomBytes(32).toString('base64url');

/** Only this is stored (decision 094): a copy of the database opens no portal. */
export const portalTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
