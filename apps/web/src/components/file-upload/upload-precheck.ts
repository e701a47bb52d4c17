import { documentMaxBytes, documentTypes, imageMaxBytes, imageTypes } from '@maple/shared/files';
import { filesMessages as m } from '@maple/shared/messages/files';

export type UploadKind = 'image' | 'document';

/**
 * What the file picker offers; the server still reads each file's bytes and decides. Extensions
 * too: the picker matches types through the system's own table, which often has none for .heic.
 */
export const acceptFor: Record<UploadKind, string> = {
  image: imageTypes.join(','),
  document: [...documentTypes, '.pdf', '.doc', '.docx', '.webp', '.heic', '.heif'].join(','),
};

/**
 * Refuses, before any byte is sent, a file the server would refuse anyway by its size or its
 * declared type: saves a 20 MB upload only to read 'too large'. An empty declared type (some
 * systems give none for .doc) is left to the server.
 */
export function precheckUpload(kind: UploadKind, file: Pick<File, 'size' | 'type'>): string | null {
  const [maxBytes, types, tooLarge, wrongType] =
    kind === 'image'
      ? [imageMaxBytes, imageTypes as readonly string[], m.imageTooLarge, m.imageType]
      : [documentMaxBytes, documentTypes as readonly string[], m.documentTooLarge, m.documentType];
  if (file.size === 0) return m.emptyFile;
  if (file.size > maxBytes) return tooLarge;
  if (file.type && !types.includes(file.type)) return wrongType;
  return null;
}
