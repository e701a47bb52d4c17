/**
 * The short notice beside each lead form's submit button and at the top of the chat (issue 26):
 * why the data is asked for and who receives it (PIPEDA Principle 4.2, identifying purposes, at or
 * before collection), with a link to the whole policy (Principle 4.8, openness).
 */
export const privacyNoticesMessages = {
  forms: {
    quote: 'We use these details to prepare your quote and follow up on it. They go to our mortgage team and, only if you decide to apply, to the lenders we approach for you.',
    contact: 'We use these details to answer your message. They go to our mortgage team.',
    application: 'We use these details to start your mortgage application. They go to our mortgage team and, with your agreement, to the lenders we submit it to.',
    newsletter: 'We use your email address only to send you our newsletter. It stays with our team and the service providers our policy names.',
    becomeBroker: 'We use these details to consider your application to join our team. They go to the brokerage\u2019s management.',
  },
  chat: {
    automated: 'You are chatting with an automated assistant, not a person.',
    outsideService: 'An outside AI service processes your messages to write the answers.',
    followUp: 'If you share your contact details, our mortgage team receives the conversation to follow up.',
  },
  policyLink: 'Privacy Policy',
  /** Read by screen readers after the link's name: the policy opens beside the form, so nothing typed is lost. */
  newTab: '(opens in a new tab)',
} as const;

export type PrivacyNoticeForm = keyof typeof privacyNoticesMessages.forms;
