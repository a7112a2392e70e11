import { collectMaxBodyBytes } from '@convoy/domain/contracts/collect-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { booking } from '../../test/fixtures.ts';

/**
 * Abuse limits (decision 008): request bodies are bounded (64 KB for any JSON, less where a route
 * takes less) and every body Fastify cannot take is a 4xx in our error shape.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

const fullRecord = {
  ...Object.fromEntries(
    [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'wbraid',
      'gbraid',
      'fbclid',
      'msclkid',
    ].map((k) => [k, 'x'.repeat(500)]),
  ),
  landing_page_url: `https://rent.test/${'p'.repeat(2000)}`,
  referrer: `https://search.test/${'q'.repeat(2000)}`,
  timestamp: '2026-07-01T12:00:00Z',
};
const fullAnalytics = Object.fromEntries(
  [
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'search_keyword',
    'source_action',
  ].map((k) => [k, 'x'.repeat(500)]),
);

describe('request body limits', () => {
  it('takes the largest booking a form can send: every attribution field at its maximum', async () => {
    const body = JSON.stringify(
      booking({
        attribution: {
          firstTouch: fullRecord,
          lastNonDirect: fullRecord,
          currentSession: fullRecord,
          analytics: {
            ...fullAnalytics,
            referring_site: 'r'.repeat(2048),
            current_page: 'c'.repeat(2048),
            source_page: 's'.repeat(2048),
          },
        },
      }),
    );
    expect(body.length).toBeGreaterThan(35_000);
    const res = await post('/api/reservations', body);
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each([
    ['/api/reservations', 64 * 1024],
    ['/api/quotes', 64 * 1024],
    ['/api/leads', 64 * 1024],
    ['/api/availability', 8 * 1024],
    ['/api/reservations/CNV-7K3M9Q/cancel', 4 * 1024],
    ['/api/collect', collectMaxBodyBytes],
    ['/api/admin/login', 4 * 1024],
  ])('POST %s refuses a body over %i bytes with 413 in our error shape', async (url, limit) => {
    const res = await post(url, JSON.stringify({ notes: 'x'.repeat(limit) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request body is larger than this endpoint accepts. Shorten the text and send it again.',
      },
    });
  });

  it('names broken JSON, an empty JSON body and an unknown content type, each a 4xx', async () => {
    const broken = await post('/api/quotes', '{"contact":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
    const empty = await post('/api/quotes', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The request body is empty. Send a JSON object.');
    const xml = await post('/api/quotes', '<quote/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toEqual({
      code: 'unsupported_media_type',
      message:
        'This endpoint does not accept that Content-Type. Send the body as JSON (Content-Type: application/json).',
    });
    // Text is parsed as a string, which no schema takes.
    const text = await post('/api/quotes', 'hello', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('validation_failed');
  });
});
