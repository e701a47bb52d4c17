/**
 * The borrower's disclosures, consents and submission in the portal (issue 39 §7, decision 098).
 * `{brokerage}` is the brokerage's name as its mail signs (consent-wording.ts's sender name).
 */
export const portalConsentMessages = {
  section: 'Review and submit',
  intro: 'Each applicant reads what we must tell you, gives their consents and signs with their full name. The main applicant then submits the application.',
  disclosuresTitle: 'What we must tell you before we arrange your mortgage',
  disclosures: [
    'How we are paid: {brokerage} is usually paid a fee by the lender that funds your mortgage. If any fee is payable by you, we will tell you its amount in writing before you agree to it.',
    'Conflicts of interest: we will tell you in writing of any conflict of interest, including any relationship between {brokerage}, your agent and a lender or other party to your mortgage.',
    'Our relationship with lenders: we work with several lenders and are not obliged to place your mortgage with any one of them. We will tell you which lender we recommend, and why.',
  ],
  acknowledgeDisclosures: 'I have read these disclosures.',
  creditCheck: 'I authorize {brokerage} and my mortgage agent to obtain my credit report and to share the information in this application with the lenders and mortgage insurers they submit it to, in order to arrange my mortgage.',
  privacyPolicy: 'I have read and agree to the privacy policy in force since {date}.',
  privacyPolicyLink: 'Read the privacy policy',
  clientMail: 'Yes, {brokerage} may email me about my mortgage after it is funded, such as renewal reminders and rate changes. I can unsubscribe at any time. (Optional)',
  signedName: 'Type your full name to sign',
  sign: 'Sign',
  signing: 'Signing...',
  signed: 'Signed',
  signedOn: (name: string, day: string) => `Signed by ${name} on ${day}`,
  changedSinceSigned: 'The application changed after this signature: sign again.',
  notSigned: 'Not signed yet',
  submit: 'Submit my application',
  submitting: 'Submitting...',
  submitted: (version: number, day: string) => `Application submitted on ${day} (version ${version})`,
  // Refusals a person reads.
  mustAcknowledge: 'Confirm that you have read the disclosures',
  mustConsentToCreditCheck: 'The credit check and information sharing are needed to arrange your mortgage',
  mustAcceptPrivacyPolicy: 'Agree to the privacy policy to continue',
  nameRequired: 'Type your full name',
  tooLong: 'This is too long',
  incomplete: 'Complete every step of the application first',
  alreadySubmitted: 'Your application was submitted. Your agent can reopen it if something needs to change.',
  mainOnly: 'Only the main applicant submits the application',
  unsigned: (names: string) => `Each applicant signs first. Not signed yet for this version: ${names}`,
} as const;
