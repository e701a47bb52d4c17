export const newsletterMessages = {
  title: 'Stay in touch!',
  intro: 'Get rate updates, market news and practical mortgage tips in your inbox. No spam, and you can unsubscribe at any time.',
  email: 'Email address',
  submit: 'Subscribe Now',
  busy: 'Subscribing...',
  /**
   * Shown above the button (issue 26, CASL s. 10: who asks, for what, and that consent can be
   * withdrawn) and stored, filled in, as the consent's wording: a change here is a new version.
   */
  consentWording: '{sender}{address} will email you rate updates, market news and mortgage tips. You can withdraw your consent at any time with the unsubscribe link in every email.',
  consentAddress: ', {address},',
} as const;
