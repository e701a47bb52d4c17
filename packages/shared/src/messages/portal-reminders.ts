/**
 * The portal's reminders and the agent's digest (issue 39 §6, decision 101): the borrower's mail
 * listing the documents still outstanding, and the agent's one daily mail of their files' portal
 * activity.
 */
export const portalRemindersMessages = {
  reminderSubject: (sender: string) => `Documents still needed for your mortgage application with ${sender}`,
  reminderBody: (name: string, sender: string, items: string, page: string) =>
    `Hello ${name},\n\n${sender} still needs the following for your mortgage application:\n\n${items}\n\nSend them from your application:\n${page}\n\nIf you are not signed in, enter your email address on that page and we will send you a link. You will get this reminder every few days until every document is accepted.`,
  /** One line of the list: the document, whom it is for, and what to fix when the agent asked for changes. */
  reminderItem: (label: string) => `- ${label}`,
  reminderItemFor: (label: string, applicant: string) => `- ${label} (${applicant})`,
  reminderItemAttention: (line: string, reason: string) => `${line}\n  To fix: ${reason}`,
  reminderOtherDocument: 'Document',

  digestSubject: (files: number) => (files === 1 ? 'Portal activity on 1 file' : `Portal activity on ${files} files`),
  digestIntro: (name: string) => `Hello ${name},\n\nHere is what your clients did in the portal since the last summary:`,
  digestUploads: (count: number) => (count === 1 ? '1 document uploaded' : `${count} documents uploaded`),
  digestSubmissions: (count: number) => (count === 1 ? 'application submitted' : `application submitted ${count} times`),
  digestSignatures: (count: number) => (count === 1 ? '1 applicant signed the consents' : `${count} applicants signed the consents`),
  digestInvitations: (count: number) => (count === 1 ? '1 co-applicant invited' : `${count} co-applicants invited`),
  digestFile: (client: string, parts: string) => `- ${client}: ${parts}`,
  digestOpen: (url: string) => `Open your files: ${url}`,
  digestFooter: 'You get this summary once a day, only on days with portal activity.',
} as const;
