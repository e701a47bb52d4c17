// The borrower's portal's rules (decision 094), apart from the schemas so the portal's page can use
// them without loading zod with its first download (decision 095).

/** The mailed token of a portal link: 32 random bytes in base64url (43 characters). */
export const portalTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** At most this many applicants on a file: the main applicant and three co-applicants. */
export const maxApplicantsPerFile = 4;
