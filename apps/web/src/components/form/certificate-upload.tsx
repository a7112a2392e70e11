import { mediaMaxFileBytes } from '@convoy/domain/contracts/media.schema';
import { type ReactNode, useId } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  ResolverResult,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import fileMessages from './certificate-file.messages';
import { ErrorSummary } from './error-summary';
import type { FieldBinding } from './field-binding';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import type { SchemaForm } from './use-schema-form';

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

/** The file field's words, the same in every certificate form. */
export const certificateFileWords: FileWords = {
  file: fileMessages.file(),
  fileHint: fileMessages.fileHint(),
  fileMissing: fileMessages.fileMissing(),
  fileTooLarge: fileMessages.fileTooLarge(),
  fileType: fileMessages.fileType(),
};

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

export interface UploadWords extends FileWords {
  uploadHeading: string;
  uploaded: string;
  upload: string;
  uploading: string;
}

/**
 * A certificate's upload form around its own fields (`children`): its
 * heading, the error summary, the message once sent (`done`), the file and the
 * button.
 */
export function CertificateUploadForm<Values extends WithFile>({
  form,
  words,
  done,
  children,
}: {
  form: Pick<SchemaForm<Values>, 'formProps' | 'summary' | 'pending' | 'register' | 'err'>;
  words: UploadWords;
  done: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <form {...form.formProps} aria-labelledby={headingId} className="space-y-5">
      <h3 id={headingId} className="font-semibold text-lg text-slate-900">
        {words.uploadHeading}
      </h3>
      <ErrorSummary {...form.summary} />
      <p role="status" className="font-semibold text-green-800 empty:hidden">
        {done ? words.uploaded : ''}
      </p>
      {children}
      <CertificateFileField
        registration={form.register('file' as Path<Values>)}
        error={form.err('file')}
        words={words}
      />
      <SubmitButton pending={form.pending} pendingLabel={words.uploading}>
        {words.upload}
      </SubmitButton>
    </form>
  );
}
