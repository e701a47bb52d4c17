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
  upstreamFailed: 'An outside source could not be read. Nothing was changed.',
  network: 'Could not reach the server. Check your connection and try again.',
  invalidJson: 'The request body is not valid JSON.',
  /** Beside a field a write does not take (a typo, or a field of another route), never silently dropped. */
  unknownField: 'Unknown field',
  unknownFields: 'Unknown field: {fields}',
  crossOrigin: 'This request must come from the site itself.',
} as const;
