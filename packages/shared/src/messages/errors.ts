export const errorsMessages = {
  badRequest: 'The request is not valid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  conflict: 'That conflicts with existing data.',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'This type of file is not accepted.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  invalidJson: 'The request body is not valid JSON.',
  crossOrigin: 'This request must come from the site itself.',
} as const;
