/** The floating button, on every public page: kept apart so the page's first download holds only it. */
export const chatLauncherMessages = {
  launcher: 'Get Instant Help',
} as const;

/** The chat assistant's texts (public-area §2, §8); `{name}` is the assistant's name from the site settings. */
export const chatMessages = {
  clearChat: 'Clear Chat',
  clearConfirmTitle: 'Clear this conversation?',
  clearConfirmBody: 'Your messages with the assistant will be removed from this browser.',
  clearConfirm: 'Clear Chat',
  cancel: 'Cancel',
  close: 'Close chat',
  placeholder: 'Ask me about mortgages...',
  busyPlaceholder: 'Please wait...',
  inputLabel: 'Your message',
  send: 'Send message',
  hintEnter: 'Press Enter to send',
  hintShiftEnter: 'Shift + Enter for new line',
  typing: 'The assistant is typing',
  suggestedHeading: 'Suggested questions',
  you: 'You',
  conversation: 'Conversation',
  dialogDescription: 'Ask about rates, payments, down payments and more. Answers come from {name}; a licensed agent can follow up.',
  assistantFallbackName: 'Mortgage Assistant',
  greeting: "Hi! I'm {name}. Ask me about today's rates, payments, down payments or the buying process, or leave your name, email and phone number and a licensed agent will follow up.",
  suggestions: [
    "What are today's best mortgage rates?",
    'How much do I need for a down payment?',
    'What is the payment on $400,000 at 4.5% over 25 years?',
    'How much can I afford with a $100,000 income?',
    'What is the mortgage stress test?',
    'How do I get pre-approved?',
  ],
  // public-area §8, word for word.
  answerErrorTitle: 'Error',
  answerError: "I'm having trouble responding right now. Please try again or speak with a mortgage agent.",
  noAnswer: 'Sorry, I could not find an answer to that. I can connect you with a licensed mortgage agent for personalized help.',
  leadSaveError: 'There was a problem saving your information. Please try again or call us directly.',
  generalError: 'Something went wrong. Please try again.',
  // Request validation (POST /api/chat).
  invalidSession: 'The chat session is not valid. Clear the chat and try again.',
  invalidMessages: 'The conversation is not valid. Clear the chat and try again.',
  tooManyMessages: 'This conversation is too long. Clear the chat to start a new one.',
  messageTooLong: 'Please keep each message under 2,000 characters.',
  emptyMessage: 'Please type a message.',
  lastMustBeVisitor: 'The last message must be yours.',
  invalidAgent: 'That agent is not available.',
} as const;

/** The built-in engine's answers around live figures; `{…}` are filled in by the server. */
export const chatAnswerTemplates = {
  bestRate: 'Our best {term} {type} rate today is {rate} ({mortgageType}, {province}), against a posted rate of {posted}.',
  bestRateAny: 'Our lowest rate today is {rate} for a {term} {type} mortgage ({mortgageType}, {province}).',
  rateDisclaimer: 'Your own rate depends on your down payment, credit and property.',
  noRate: "I don't have a current {term} {type} rate to quote right now, and I won't guess one.",
  payment: 'The monthly payment on {amount} at {rate} over {years} years is {payment}.',
  paymentAtCurrentRate: 'At our best 5 year fixed rate today, {rate}, the monthly payment on {amount} over {years} years is {payment}.',
  paymentNeedsRate: 'Tell me the rate too, for example "payment on {amount} at 4.5% over 25 years", and I will work it out to the cent.',
  minimumDown: 'For a {price} home the minimum down payment is {minimum} ({percent} of the price).',
  minimumDownInsurance: 'With less than 20% down ({twenty}) the mortgage needs default insurance.',
  affordability:
    'With a {income} income and {down} down, at {rate} over {years} years, you could afford a home of about {price} (a mortgage of {mortgage}, {payment} a month), using the 32% and 40% debt service ratios before other debts.',
  offerAgent: 'Would you like a licensed mortgage agent to go over it with you? Just share your name, email and phone number.',
  greeting: "Hello! I'm {name}. How can I help with your mortgage today?",
  thanks: "You're welcome! Anything else I can help with?",
  askContact: 'Thanks, {name}! What is the best email or phone number for an agent to reach you?',
  leadSaved: "Thanks{name}! I've passed your details to a licensed mortgage agent, who will contact you shortly.",
  leadSavedAgent: "Thanks{name}! I've passed your details to {agent}, who will contact you shortly.",
} as const;
