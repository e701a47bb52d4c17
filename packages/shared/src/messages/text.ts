export const textMessages = {
  invalid: 'Please enter text',
  tooLong: 'This entry is too long',
  forbiddenCharacters: 'This entry contains characters that are not allowed',
  invalidPhone: 'Please enter a phone number using digits, spaces and + - ( ) . only',
} as const;
