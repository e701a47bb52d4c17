import type { RepresentativeExample } from '../schemas/representative-example.ts';

/**
 * The fees the representative example's borrower pays, in all, to the cent. Apart from the schema
 * (no zod here) so the home page's badge can say them without downloading a validator.
 */
export const exampleFeesTotal = ({ fees }: Pick<RepresentativeExample, 'fees'>): number =>
  (Math.round(fees.appraisal * 100) + Math.round(fees.lender * 100) + Math.round(fees.brokerage * 100) + Math.round(fees.legal * 100)) / 100;
