export const textMessages = {
  invalid: 'Please enter text',
  /** A field left out of a body that must carry it (a group PATCH sends all of its fields). */
  required: 'Required',
  tooLong: 'This entry is too long',
  forbiddenCharacters: 'This entry contains characters that are not allowed',
  invalidPhone: 'Please enter a phone number using digits, spaces and + - ( ) . only',
} as const;
