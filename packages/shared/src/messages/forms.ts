/** The words every signed-in form and read share when its feature's messages say nothing more specific. */
export const formMessages = {
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  loading: 'Loading...',
  loadFailed: 'Could not load this. Please try again.',
  tryAgain: 'Try again',
} as const;
