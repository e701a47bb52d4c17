export const filesMessages = {
  // Server answers for uploads and downloads (DESIGN §9); the spec's toasts follow them.
  notMultipart: 'Send the file as multipart/form-data in a field named file.',
  malformed: 'The upload could not be read. Please try again.',
  missingFile: 'Choose a file to upload.',
  emptyFile: 'The file is empty.',
  imageTooLarge: 'This image is larger than 8 MB. Please choose a smaller one.',
  documentTooLarge: 'This document is larger than 20 MB. Please choose a smaller one.',
  imageType: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
  documentType: 'Only PDF, Word (DOC, DOCX), JPEG or PNG files can be uploaded.',
  imageUnreadable: 'This image could not be read. Please choose another file.',
  imageTooManyPixels: 'This image has too many pixels (at most 50 megapixels). Please choose a smaller one.',
  nameTooLong: 'The document name must be at most 200 characters',
  documentNotFound: 'Document not found',
  fileNotFound: 'File not found.',
  // signed-in-areas §Messages
  headshotUploaded: 'Headshot uploaded successfully!',
  bannerUploaded: 'Banner uploaded successfully!',
  headshotFailed: 'Failed to upload headshot',
  bannerFailed: 'Failed to upload banner',
  documentFailed: 'Failed to upload document: {reason}',
  documentSaveFailed: 'Failed to save document',
  imageFailed: 'Failed to upload image',
};
