/** The one error shape of the API: `{"error":{"code","message","fields"?}}`. */
export interface ErrorBody {
  error: {
    /** Stable, snake_case, for programs: `validation_failed`, `not_found`, … */
    code: string;
    /** For people; never internals. */
    message: string;
    /** Per-field messages for invalid input, keyed by dotted path (`contact.email`). */
    fields?: Record<string, string>;
  };
}

/**
 * An error a route throws on purpose: the error handler answers it with its
 * status and code. Anything else thrown is a bug and becomes a generic 500.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
