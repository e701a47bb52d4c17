/** The console's Lenders tab (back-office §8: 'the same for services and lenders'). */
export const lendersMessages = {
  fetchFailed: 'Failed to fetch lenders',
  saveFailed: 'Failed to save lender',
  deleteFailed: 'Failed to delete lender',
  created: 'Lender created',
  updated: 'Lender updated',
  deleted: 'Lender deleted',
  reordered: 'Lender order saved',
  reorderFailed: 'Failed to save lender order',
  notFound: 'Lender not found.',
  nameRequired: 'Name is required',
  invalidUrl: 'Please enter a valid URL',
  typeInvalid: "Type must be 'A Lender' or 'Alternate Lender'",
  orderInvalid: 'The order must list every lender exactly once',
  logoUploaded: 'Logo uploaded',
  logoFailed: 'Failed to upload logo',
  types: { a_lender: 'A Lender', alternate_lender: 'Alternate Lender' },
} as const;
