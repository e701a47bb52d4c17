// The hero's two quote buttons, apart from the rest of the calculators' texts so the home page
// does not download the quote dialog's and calculators' words to show two labels.
export const quoteLaunchMessages = {
  getStarted: 'Get Started',
  renewalQuote: 'Renewal Quote',
} as const;
