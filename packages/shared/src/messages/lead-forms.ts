export const leadFormsMessages = {
  required: 'This field is required',
  optional: 'optional',
  honeypot: 'Leave this field empty',
  email: 'Email',
  phone: 'Phone',
} as const;
