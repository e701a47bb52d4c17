/**
 * The borrower's portal (issue 39 §2, decision 094): the sign-in link, the session, the
 * co-applicants, the agent's view of who has access, the mail that carries a link, and the API's
 * errors a person reads.
 */
export const portalMessages = {
  // The pages.
  title: 'Your mortgage application',
  enterTitle: 'Opening your application',
  entering: 'Checking your link...',
  linkFailedTitle: 'This link no longer works',
  linkFailed: 'A sign-in link works once and for seven days. Enter your email address and we will send you a new one.',
  requestTitle: 'Get a link to your application',
  requestIntro: 'Enter the email address your mortgage agent has on file. We will send you a link that opens your application.',
  email: 'Email address',
  sendLink: 'Email me a link',
  sending: 'Sending...',
  linkRequested: 'If this address has an application with us, a link is on its way. It works once and for seven days.',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  stage: 'Where your file is',
  timeline: 'Timeline',
  yourAgent: 'Your mortgage agent',
  applicants: 'Applicants',
  mainApplicant: 'Main applicant',
  coApplicant: 'Co-applicant',
  inviteTitle: 'Invite a co-applicant',
  inviteIntro: 'A co-applicant gets their own link and gives their own consents.',
  name: 'Full name',
  invite: 'Send invitation',
  inviting: 'Sending...',
  invited: 'Invitation sent',
  loadFailed: 'Failed to load your application',
  // The back office: who may open the file in the portal.
  accessSection: 'Portal access',
  accessIntro: 'Each applicant opens the file with a link mailed to them. A link works once and for seven days.',
  sendNewLink: 'Send a new link',
  linkSent: 'Link sent',
  revoke: 'Revoke access',
  revokeConfirm: (name: string) => `Revoke ${name}'s access to the portal? Their open sessions end and their links stop working.`,
  revoked: 'Access revoked',
  revokedOn: (day: string) => `Revoked on ${day}`,
  // The mail.
  linkSubject: (sender: string) => `Your mortgage application with ${sender}`,
  linkBody: (name: string, sender: string, link: string, requestPage: string) =>
    `Hello ${name},\n\n${sender} invites you to complete your mortgage application, send your documents and follow your file to funding.\n\nOpen your application:\n${link}\n\nThis link works once and for seven days. To get another, enter your email address at ${requestPage}.\n\nIf you did not ask for a mortgage, ignore this message.`,
  // API errors a person reads.
  linkInvalid: 'This link has expired or was already used',
  tokenRequired: 'The link is missing its code',
  emailRequired: 'Enter your email address',
  coApplicantEmailRequired: 'Enter the co-applicant\u2019s email address',
  emailInvalid: 'Enter a valid email address',
  nameRequired: 'Enter the co-applicant\u2019s full name',
  tooLong: 'This is too long',
  mainOnly: 'Only the main applicant invites co-applicants',
  alreadyInvited: 'This person already has access to the file',
  tooManyApplicants: 'A file has at most four applicants',
  fileClosed: 'This file is closed',
  applicantNotFound: 'Applicant not found',
  alreadyRevoked: 'This access is already revoked',
  noEmail: 'This lead has no email address to send a link to',
} as const;
