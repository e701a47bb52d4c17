export const leadsMessages = {
  requiredFields: 'Please fill in all required fields',
  consentRequired: 'Please consent to receiving communications',
  // Shown beside the contact form's consent box and stored with the lead as the record of what was agreed to.
  consentText:
    'I consent to receiving communications from Mortgage Alliance, its affiliates and authorised agents. I understand that I can withdraw my consent at any time by unsubscribing.',
  invalidEmail: 'Please enter a valid email address',
  invalidNumber: 'Please enter a valid number',
  invalidText: 'Please enter text',
  tooLong: 'This entry is too long',
  unknownKind: 'Unknown kind of request',
  agentUnavailable: 'The chosen agent is not available. Please choose another agent.',
  tooMany: 'You have sent several requests in a short time. Please wait a few minutes and try again, or call us directly.',
  quoteSuccess: 'Your mortgage quote request has been submitted!',
  quoteFailed: 'Failed to submit form',
  contactSuccess: "Message sent! We'll get back to you soon.",
  contactFailed: 'Failed to send message. Please try again.',
  applicationSuccess: 'Application submitted successfully!',
  applicationFailed: 'Failed to submit application. Please try again.',
  applicationsLoadFailed: 'Failed to load applications',
  newsletterSuccess: 'Successfully subscribed to our newsletter!',
  newsletterFailed: 'Failed to subscribe. Please try again.',
  chatSaveFailed: 'There was a problem saving your information. Please try again or call us directly.',
} as const;
