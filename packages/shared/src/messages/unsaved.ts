/** The unsaved-changes guard (issue 22): leaving a form or closing a dialog with typed edits asks first. */
export const unsavedMessages = {
  title: 'Discard unsaved changes?',
  description: 'You have changes that have not been saved. If you leave now, they will be lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard changes',
} as const;
