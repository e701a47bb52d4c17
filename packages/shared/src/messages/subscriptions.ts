/**
 * Confirming a subscription by its address's owner (issue 42, decision 058): the mail with the
 * link, the page behind the link, and the form's answer while the confirmation is awaited.
 */
export const subscriptionsMessages = {
  /** Departure from the spec's 'Successfully subscribed to our newsletter!' (decision 058): nothing is subscribed until the link is used. */
  checkInbox: 'Almost done! Check your inbox and confirm your subscription with the link we sent you.',

  confirmationSubject: 'Confirm your subscription to the {sender} newsletter',
  confirmationBody:
    'Someone, probably you, asked to receive rate updates, market news and mortgage tips from {sender} at this address.\n\nTo confirm, open this link within 7 days and press the button on the page:\n{link}\n\nIf it was not you, ignore this email: nothing else will be sent to you, and the request is forgotten after 30 days.',

  confirmTitle: 'Confirm your subscription',
  confirmIntro: 'Press the button to start receiving emails from {sender}.',
  confirmButton: 'Confirm my subscription',
  confirmedTitle: 'Your subscription is confirmed',
  confirmedBody: 'Thank you. You will receive emails from {sender}, starting with a welcome email. Every email has a link to unsubscribe.',
  goneTitle: 'Nothing left to confirm',
  goneBody: 'This subscription was already confirmed, or it was not confirmed in time and has been forgotten. To subscribe, use the form on our newsletter page again.',
  expiredTitle: 'This confirmation link has expired',
  expiredBody: 'A confirmation link works for 7 days. To subscribe, use the form on our newsletter page again, and we will send you a new link.',
  invalidTitle: 'This confirmation link is not valid',
  invalidBody: 'The link is incomplete or altered. Use the link from the most recent confirmation email, or subscribe again on our newsletter page.',

} as const;
