/** The one error shape of the API: `{"error":{"code","message","fields"?}}`. */
export interface ErrorBody {
  error: {
    /** Stable, snake_case, for programs: `validation_failed`, `not_found`, … */
    code: string;
    /** For people; never internals. */
    message: string;
    /** Per-field messages for invalid input, keyed by dotted path (`contact.email`). */
    fields?: Record<string, string>;
    /** The reservations (codes) a refusal is about, e.g. those a maintenance block would leave without a unit. */
    reservations?: string[];
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
  readonly reservations: string[] | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    about?: { reservations: string[] },
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.reservations = about?.reservations;
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  reservations?: string[],
): ErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(reservations ? { reservations } : {}) },
  };
}
