export const newsletterMessages = {
  title: 'Stay in touch!',
  intro: 'Get rate updates, market news and practical mortgage tips in your inbox. No spam, and you can unsubscribe at any time.',
  email: 'Email address',
  submit: 'Subscribe Now',
  busy: 'Subscribing...',
} as const;
