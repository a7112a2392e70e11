import { mediaMaxFileBytes } from '@convoy/domain/contracts/media.schema';

/** What the API takes for a certificate (media/certificate-file.ts decides from the bytes; this only spares a doomed upload). */
export const certificateTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** The file's problem, as the API would say it, or null. */
export function fileProblem(
  file: File | undefined,
  words: { fileMissing: string; fileTooLarge: string; fileType: string },
): string | null {
  if (!file) return words.fileMissing;
  if (file.size > mediaMaxFileBytes) return words.fileTooLarge;
  if (file.type !== '' && !certificateTypes.includes(file.type)) return words.fileType;
  return null;
}
