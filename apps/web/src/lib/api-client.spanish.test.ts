import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

// The Spanish build's words (decision 048): the map the build swaps in for the English one, loaded with
// the first error as lib/message-words.ts loads it.
vi.mock('./message-words', async () => {
  let translate: ((message: string) => string) | undefined;
  return {
    loadMessageWords: async () => {
      translate ??= (await import('@convoy/domain/contracts/message-words.es')).translateMessage;
      return translate;
    },
    messageInLanguage: (message: string) => (translate ? translate(message) : message),
  };
});

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('apiRequest on the Spanish site', () => {
  it('shows what the API answers, in English, in Spanish: the message of a refusal without fields too', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: {
          code: 'already_started',
          message:
            'The pickup time of this reservation has passed, so it can no longer be changed online. Call Baltimore Harbor at +1 (410) 555-0120.',
        },
      }),
    );
    const error = await apiRequest('/api/reservations/CV-1/changes', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'La hora de recogida de esta reserva ya pasó, así que ya no se puede cambiar en línea. Llame a Baltimore Harbor al +1 (410) 555-0120.',
    );
    vi.unstubAllGlobals();
  });

  it('translates each sentence the API joined, and the fields beside them', async () => {
    const line = 'Only 1 Full-Size SUV is free at Baltimore Harbor for those dates; you asked for 2.';
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: {
          code: 'unavailable',
          message: `No Minivan is free at Baltimore Harbor for those dates. ${line} Nothing was booked: change those vehicles or the dates and try again.`,
          fields: { 'lines.1.quantity': line },
        },
      }),
    );
    const error = (await apiRequest('/api/reservations', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(
      'No queda ningún Minivan libre en Baltimore Harbor para esas fechas. Solo queda 1 Full-Size SUV libre en Baltimore Harbor para esas fechas; usted pidió 2. No se reservó nada: cambie esos vehículos o las fechas e inténtelo de nuevo.',
    );
    expect(error.fields).toEqual({
      'lines.1.quantity':
        'Solo queda 1 Full-Size SUV libre en Baltimore Harbor para esas fechas; usted pidió 2.',
    });
    vi.unstubAllGlobals();
  });

  it('leaves a message it has no words for as the API wrote it', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 'odd', message: 'Something only the API says.' } }));
    const error = (await apiRequest('/api/x', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Something only the API says.');
    vi.unstubAllGlobals();
  });
});
