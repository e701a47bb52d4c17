export const notFoundMessages = {
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
} as const;
