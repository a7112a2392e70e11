import { z } from 'zod';

/**
 * The one error contract of the API: every 4xx answers
 * `{"error":{"code","message","fields"?}}`. `fields` maps a dotted
 * field path (`contact.email`, the same names react-hook-form uses) to a
 * message the visitor can act on, so a form can show each one beside its field.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string().max(64),
    message: z.string().max(500),
    fields: z.record(z.string().max(200), z.string().max(500)).optional(),
    /** The reservations (codes) a refusal is about, e.g. those a maintenance block would leave without a unit. */
    reservations: z.array(z.string().max(16)).max(500).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldErrors = Record<string, string>;

/**
 * A rule of the domain was broken. It carries a stable `code` for the API edge
 * to map to a status (STYLE "Errors"), and optionally the offending fields.
 */
export class DomainError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly fields: FieldErrors | undefined;

  constructor(code: Code, message: string, fields?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.fields = fields;
  }
}

/** Dotted path of an issue: ['contact', 'email'] → 'contact.email'; the body itself → ''. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Field messages from zod issues: the first message per field wins, because a
 * form shows one message per field. Issues about the body as a whole (empty
 * path) are left out; `validationErrorEnvelope` puts the first one in `message`.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issuePath(issue.path);
    if (key !== '' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The 400 body for input that failed a schema. */
export function validationErrorEnvelope(error: z.ZodError): ErrorEnvelope {
  const rootIssue = error.issues.find((issue) => issue.path.length === 0);
  return {
    error: {
      code: 'validation_failed',
      message: rootIssue?.message ?? 'Some details need fixing. Check the highlighted fields.',
      fields: fieldErrorsFromIssues(error.issues),
    },
  };
}
