// The spellings of an email address and a North American phone number, in one place: contact
// extraction reads them, and the amount reader must skip the digits inside them.

export const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

// Optional +1, a 3-digit area code (2-9 first) and 7 digits, in the usual spellings.
export const phonePattern = /(?<![\d-])(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?![\d-])/;
