export const textMessages = {
  invalid: 'Please enter text',
  /** A field left out of a body that must carry it (a group PATCH sends all of its fields). */
  required: 'Required',
  tooLong: 'This entry is too long',
  forbiddenCharacters: 'This entry contains characters that are not allowed',
  /** A day the API takes: its format, a real calendar day, and the years in `dateRange`. */
  invalidDay: 'Please enter a date as YYYY-MM-DD',
  /** An instant the API takes (ISO 8601 with its offset), in the same years. */
  invalidInstant: 'Please enter a valid date',
  invalidPhone: 'Please enter a phone number using digits, spaces and + - ( ) . only',
} as const;
