/**
 * Rate-drop alerts (issue 40 §5, decision 105): the small form on the rates page, its consent's
 * words, the confirmation, and the alert mail (one alert, or several of one address in one mail).
 */
export const rateAlertsMessages = {
  title: 'Get a rate-drop alert',
  intro: 'We will email you when our best rate for this term in this province drops.',
  open: 'Tell me when rates drop',
  emailLabel: 'Email',
  provinceLabel: 'Province or territory',
  termLabel: 'Term',
  termOption: '{years}-year',
  submit: 'Create my alert',
  submitting: 'Sending…',
  /** The consent's words, filled with the brokerage's name and address: the server stores exactly these. */
  consentWording:
    '{sender}{address} will email you when its best rate for the term and province you chose drops, at most once a day. You can withdraw your consent at any time with the unsubscribe link in every email.',
  consentAddress: ', {address},',
  checkInbox: 'Almost done! Check your inbox and confirm your alert with the link we sent you.',
  failed: 'Your alert could not be created. Please try again.',
  invalidEmail: 'Please enter a valid email address',
  invalidProvince: 'Please choose a Canadian province or territory',
  invalidTerm: 'Please choose a term: 1, 3, 5 or 7 years',

  confirmationSubject: 'Confirm your rate-drop alert from {sender}',
  confirmationBody:
    'Someone, probably you, asked {sender} to email this address when its best {term} rate {inProvince} drops.\n\nTo confirm, open this link within 7 days and press the button on the page:\n{link}\n\nIf it was not you, ignore this email: nothing else will be sent to you, and the request is forgotten after 30 days.',
  confirmTitle: 'Confirm your rate-drop alert',
  confirmIntro: 'Press the button to be told when the best {term} rate {inProvince} drops.',
  confirmButton: 'Confirm my alert',
  confirmedTitle: 'Your rate-drop alert is set',
  confirmedBody: 'Thank you. {sender} will email you when the best {term} rate {inProvince} drops. Every email has a link to unsubscribe.',

  alertSubject: 'The best {term} rate {inProvince} dropped to {rate}',
  alertBody:
    'Good news: our best {term} rate {inProvince} dropped.\n\nBefore: {oldRate} (APR {oldApr})\nNow: {newRate} (APR {newApr}), {rateType}, {mortgageType}\n\nThe APR is worked on our representative example ({example}). Rates change daily and depend on your situation; compare them on our rates page:\n{page}\n\nYou asked to be told when this rate drops; we send at most one alert a day.',
  exampleLine: '{amount} over {years} years',
  /** Several alerts of one address dropped the same day: one mail lists them all (at most one a day per person). */
  alertsSubject: 'Our best rates dropped for {count} of your alerts',
  alertsBody:
    'Good news: our best rates dropped for {count} of your alerts.\n\n{items}\n\nEach APR is worked on our representative example ({example}). Rates change daily and depend on your situation; compare them on our rates page with the links above.\n\nYou asked to be told when these rates drop; we send at most one email a day, with every alert whose rate dropped.',
  alertsItem: '{term} rate {inProvince}\nBefore: {oldRate} (APR {oldApr})\nNow: {newRate} (APR {newApr}), {rateType}, {mortgageType}\n{page}',
} as const;
