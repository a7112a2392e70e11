import { mediaMaxFileBytes } from '@convoy/domain/contracts/media.schema';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  ResolverResult,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import type { FieldBinding } from './field-binding';
import { TextField } from './text-field';

/**
 * A certificate's upload (tax-exemption or insurance): its fields and one file
 * (PDF or photo), checked here as the API checks them (media/certificate-file.ts
 * decides from the bytes; this only spares a doomed upload).
 */
export const certificateTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export interface FileWords {
  file: string;
  fileHint: string;
  fileMissing: string;
  fileTooLarge: string;
  fileType: string;
}

type WithFile = FieldValues & { file: FileList | null };

/** The file's problem, as the API would say it, or null. */
export function fileProblem(file: File | undefined, words: FileWords): string | null {
  if (!file) return words.fileMissing;
  if (file.size > mediaMaxFileBytes) return words.fileTooLarge;
  if (file.type !== '' && !certificateTypes.includes(file.type)) return words.fileType;
  return null;
}

/**
 * The fields checked with the API's schema (`fields`), and the file by its
 * size and type; `toSend` makes what the form sends of the checked fields.
 */
export function certificateResolver<Values extends WithFile, Parsed, Sent>(
  fields: Resolver<Values, unknown, Parsed>,
  toSend: (parsed: Parsed, values: Values) => Sent,
  words: FileWords,
): Resolver<Values, unknown, { fields: Sent; file: File }> {
  return async (values, context, options): Promise<ResolverResult<Values, { fields: Sent; file: File }>> => {
    const result = await fields(values, context, options);
    const file = values.file?.[0];
    const problem = fileProblem(file, words);
    if (file && !problem && Object.keys(result.errors).length === 0)
      return { values: { fields: toSend(result.values as Parsed, values), file }, errors: {} };
    const fileError = (problem ? { file: { type: 'file', message: problem } } : {}) as FieldErrors<Values>;
    const errors: FieldErrors<Values> = { ...result.errors, ...fileError };
    return { values: {}, errors };
  };
}

/** The file's own refusals by the API (too large, not a document) go beside the file; others as usual. */
export function fileRefusal<Values extends WithFile>(setError: UseFormSetError<Values>) {
  return (error: unknown): string[] | undefined => {
    if (!(error instanceof ApiError) || ![413, 415, 422].includes(error.status) || error.fields)
      return undefined;
    setError('file' as Path<Values>, { type: 'server', message: error.message });
    return [];
  };
}

/** The certificate's file input: PDFs and photos, one file. */
export function CertificateFileField({
  registration,
  error,
  words,
}: {
  registration: FieldBinding;
  error: string | undefined;
  words: FileWords;
}) {
  return (
    <TextField
      registration={registration}
      label={words.file}
      hint={words.fileHint}
      type="file"
      accept={certificateTypes.join(',')}
      error={error}
    />
  );
}
