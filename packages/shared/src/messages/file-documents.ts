/**
 * The documents of a mortgage file (issue 39 §5, decision 099): the checklist the borrower uploads
 * to in the portal and the agent reviews in the dashboard and the console, and the API's refusals.
 * A rule item's label and description are the application's (`applicationStepsMessages.documents`).
 */
export const fileDocumentsMessages = {
  statuses: {
    requested: 'Requested',
    uploaded: 'Uploaded',
    needs_attention: 'Needs attention',
    accepted: 'Accepted',
  },
  itemNotFound: 'Document not found',
  fileNotFound: 'File not found',
  uploadNotFound: 'This upload is no longer here. Please choose the file again.',
  uploadInterrupted: 'The upload was interrupted. Try again: it resumes where it stopped.',
  uploadConflict: 'This upload went on from another page or device. Please try again: it resumes where it stopped.',
  itemAccepted: 'This document is accepted: nothing more can be uploaded to it or removed from it.',
  itemRemoved: 'This document is no longer asked for.',
  itemAlreadyRemoved: 'This document is already removed.',
  nothingToAccept: 'Nothing has been uploaded to this document yet.',
  notYourUpload: 'Only the person who uploaded a file can delete it.',
  fileClosed: 'This file is closed: its documents can no longer change.',
  type: 'Only PDF, JPEG, PNG or HEIC files can be uploaded.',
  tooLarge: 'This file is larger than 25 MB. Please choose a smaller one.',
  itemRequired: 'Name the document this file is for',
  nameRequired: 'The file’s name is missing',
  lengthRequired: 'The file’s size must be given when the upload starts',
  labelRequired: 'Name the document',
  noteRequired: 'Say why the document is removed',
  statusRequired: 'Choose accepted or needs attention',
  reasonRequired: 'Say what the client must fix',
  applicantUnknown: 'This applicant is not on the application',
  tooLong: 'Too long',
} as const;
