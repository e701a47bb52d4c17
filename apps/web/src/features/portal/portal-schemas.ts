/**
 * The portal's request schemas (packages/shared/src/schemas/portal.ts, the same the routes parse),
 * loaded when a form is first sent: zod is about 26 KB gzipped, a quarter of the portal's first
 * download budget (decision 095).
 */
export const portalSchemas = () => import('@maple/shared/schemas/portal');

/** The consent form's schema (`signConsentsInput`, the route's), loaded the same way when the review screen opens. */
export const portalConsentSchemas = () => import('@maple/shared/schemas/portal-consent');
