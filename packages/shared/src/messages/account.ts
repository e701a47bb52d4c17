/** The Account area (issue 20): the signed-in user's own password, sign-in email, two-factor, sessions and activity. */
export const accountMessages = {
  title: 'Account',
  link: 'Account',
  backToDashboard: 'Back to dashboard',
  backToConsole: 'Back to console',
  intro: 'Your sign-in details and security. Your public contact details are edited in the dashboard, not here.',
} as const;
