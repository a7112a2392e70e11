// @vitest-environment node
import { contactDetailsSchema } from '@convoy/domain/contracts/contact.schema';
import { driverInputSchema } from '@convoy/domain/contracts/driver.schema';
import { insuranceFieldsSchema } from '@convoy/domain/contracts/insurance.schema';
import { contactLeadSchema, leasingLeadSchema } from '@convoy/domain/contracts/lead.schema';
import {
  translateMessage as english,
  translatedMessages as noWords,
} from '@convoy/domain/contracts/message-words';
import { translateMessage as spanish, translatedMessages } from '@convoy/domain/contracts/message-words.es';
import { organisationRequestSchema } from '@convoy/domain/contracts/organisation.schema';
import { quoteRequestSchema } from '@convoy/domain/contracts/quote.schema';
import { reservationCreateSchema } from '@convoy/domain/contracts/reservation.schema';
import { tripFormSchema } from '@convoy/domain/contracts/trip.schema';
import { tokenizer } from 'acorn';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// The contracts' schemas as source text: their messages are read from it, as check-copy.mjs reads copy.
const sources = import.meta.glob<string>('../../../../../packages/domain/src/contracts/*.schema.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const fileName = (path: string) => path.replace(/^.*\//, '');

/**
 * Schemas only the back office validates with: their messages are staff's, and the back office stays
 * English (decision 048). Every other schema's messages need Spanish.
 */
const backOffice = new Set([
  'accounting.schema.ts',
  'admin-auth.schema.ts',
  'admin-dashboard.schema.ts',
  'admin-fleet.schema.ts',
  'admin-lists.schema.ts',
  'admin-money.schema.ts',
  'admin-outbox.schema.ts',
  'admin-pricing.schema.ts',
  'admin-reports.schema.ts',
  'admin-search.schema.ts',
  'audit.schema.ts',
  'business-reports.schema.ts',
  'cancellation.schema.ts',
  'citation.schema.ts',
  'claim.schema.ts',
  'counter.schema.ts',
  'customer.schema.ts',
  'delivery-drivers.schema.ts',
  'do-not-rent.schema.ts',
  'fleet-unit.schema.ts',
  'incidental-fee.schema.ts',
  'inspection.schema.ts',
  'maintenance.schema.ts',
  'media.schema.ts',
  'public-config.schema.ts',
  'relocation.schema.ts',
  'sms.schema.ts',
  'staff.schema.ts',
  'vehicle-swap.schema.ts',
  'webhook.schema.ts',
  // Not a form's: an analytics beacon's and a calendar application's requests.
  'collect.schema.ts',
  'calendar-feed.schema.ts',
]);

/** Words in the renter's schemas that are not validation messages: labels of values, which screens name. */
const labels = new Set([
  'School or college',
  'Church or ministry',
  'Government or military',
  'Business',
  'Nonprofit',
  'Other organization',
  'Nothing online: everything is paid at pickup',
  'The security deposit, held on the card at booking',
  'The whole total, charged at booking',
  'Security deposit',
  'Payment in full',
  'Balance payment',
  'Card charge',
  'Bank transfer',
  'Current',
  '1–30 days',
  '31–60 days',
  '61–90 days',
  '90+ days',
]);

/** A string that reads as words rather than a code name (check-copy.mjs). */
const isCopy = (text: string) => /\s/.test(text.trim()) || /^[A-Z][a-z]/.test(text.trim());

/**
 * The strings of a module that read as words. A template literal is one message with `{}` where its
 * `${…}` parts go (a template inside one is a message of its own, as is a string there).
 */
function messagesOf(source: string): string[] {
  const { code } = transformSync(source, { loader: 'ts' });
  const found: string[] = [];
  const templates: { text: string; inText: boolean; braces: number }[] = [];
  for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module' })) {
    const label = token.type.label;
    const value = (token as { value?: unknown }).value;
    const template = templates.at(-1);
    if (label === '`') {
      if (template?.inText) found.push((templates.pop() as { text: string }).text);
      else templates.push({ text: '', inText: true, braces: 0 });
    } else if (template?.inText) {
      if (label === 'template') template.text += String(value ?? '');
      else if (label === '${')
        Object.assign(template, { text: `${template.text}{}`, inText: false, braces: 0 });
    } else if (template && label === '{') template.braces += 1;
    else if (template && label === '}') {
      if (template.braces === 0) template.inText = true;
      else template.braces -= 1;
    } else if (label === 'string' && typeof value === 'string') found.push(value);
  }
  return found.filter(isCopy);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const patternOf = (key: string) =>
  new RegExp(
    `^${key
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*?')}$`,
  );
const patterns = Object.keys(translatedMessages)
  .filter((key) => key.includes('{'))
  .map(patternOf);

/** A message of the source has Spanish: its own entry, or (built from pieces) a pattern that reads it. */
const hasSpanish = (message: string) =>
  message.includes('{}') ? patterns.some((p) => p.test(message)) : Object.hasOwn(translatedMessages, message);

const renterSchemas = Object.entries(sources).filter(([path]) => !backOffice.has(fileName(path)));

describe('the contracts’ messages in Spanish (contracts/message-words.es.ts, decision 048)', () => {
  it('names only schemas that exist as the back office’s', () => {
    const files = new Set(Object.keys(sources).map(fileName));
    expect([...backOffice].filter((file) => !files.has(file))).toEqual([]);
  });

  it.each(renterSchemas.map(([path, source]) => [fileName(path), source] as const))(
    '%s: every message has Spanish',
    (_file, source) => {
      const missing = messagesOf(source).filter((m) => !labels.has(m) && !hasSpanish(m));
      expect(missing, 'messages with no entry in message-words.es.ts').toEqual([]);
    },
  );

  it('gives each translation the pieces of its English, and each pattern words of its own', () => {
    const wrong = Object.entries(translatedMessages).filter(
      ([key, text]) =>
        placeholders(key).join() !== placeholders(text).join() || key.replace(/\{\w+\}/g, '').trim() === '',
    );
    expect(wrong).toEqual([]);
  });

  it('reads the tokens of templates, nested ones too', () => {
    // `#{` stands for the `${` of the source read.
    const source = (code: string) => messagesOf(code.replaceAll('#{', '$'.concat('{')));
    expect(source('const a = (n: number) => `Name at most #{n} drivers.`;')).toEqual([
      'Name at most {} drivers.',
    ]);
    expect(source("const b = (x?: string) => `Enter #{x ? `the #{x}` : 'a date'}, like #{f({})}.`;")).toEqual(
      ['the {}', 'a date', 'Enter {}, like {}.'],
    );
  });
});

/** Every message a schema gives for a value, as the forms and the API read them. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
// Zod's own messages, for fields a schema leaves to zod (a form never sends such values).
const zodOwn = /^(Invalid|Too (small|big)|Unrecognized)/;

describe('translateMessage', () => {
  it('leaves every message as it is in English', () => {
    expect(noWords).toEqual({});
    expect(english('Enter your first name.')).toBe('Enter your first name.');
  });

  it('translates what the renter’s schemas answer, pieces and all', () => {
    const messages = [
      ...messagesFor(contactDetailsSchema, {
        firstName: '',
        lastName: 'x'.repeat(61),
        email: 'a',
        phone: '1',
      }),
      ...messagesFor(quoteRequestSchema, { pickupDate: '2026-02-30', returnDate: '1999-01-01', notes: 1 }),
      ...messagesFor(tripFormSchema, { rentalType: 'daily', pickupDate: 'soon' }),
      ...messagesFor(reservationCreateSchema, {}),
      ...messagesFor(contactLeadSchema, { kind: 'contact' }),
      ...messagesFor(leasingLeadSchema, { kind: 'leasing', startDate: 'x' }),
      ...messagesFor(driverInputSchema, { licenceExpiry: 'x' }),
      ...messagesFor(organisationRequestSchema, { address: { line1: '', city: 'x'.repeat(81) } }),
      ...messagesFor(insuranceFieldsSchema, { insurer: '', policyNumber: 'x'.repeat(65) }),
    ].filter((message) => !zodOwn.test(message));
    expect(messages.length).toBeGreaterThan(30);
    const untranslated = messages.filter(
      (message) => spanish(message) === message || /\b(the|your|Enter|Choose)\b/.test(spanish(message)),
    );
    expect(untranslated).toEqual([]);
  });

  it('puts the translated pieces into the sentence and starts it with a capital', () => {
    expect(spanish('Enter your first name.')).toBe('Ingrese su nombre.');
    expect(spanish('Keep your notes to 2000 characters or fewer.')).toBe(
      'Use como máximo 2000 caracteres en sus notas.',
    );
    expect(spanish('Enter the pickup date, like 07/04/2027.')).toBe(
      'Ingrese la fecha de recogida, por ejemplo, 07/04/2027.',
    );
    expect(spanish('Enter a date, like 07/04/2027.')).toBe('Ingrese una fecha, por ejemplo, 07/04/2027.');
    expect(spanish('Choose a date between 2000 and 2199.')).toBe('Elija una fecha entre 2000 y 2199.');
    expect(spanish('Keep the street address to 120 characters or fewer.')).toBe(
      'Use como máximo 120 caracteres en la dirección.',
    );
    expect(spanish('Name at most 40 drivers.')).toBe('Indique como máximo 40 conductores.');
  });

  it('keeps the data in the rules’ messages as it is', () => {
    expect(spanish('Downtown is closed on Sundays. Choose another pickup day.')).toBe(
      'Downtown está cerrada los domingos. Elija otro día de recogida.',
    );
    expect(spanish('Downtown is closed on 2026-12-25 (Christmas Day). Choose another return day.')).toBe(
      'Downtown está cerrada el 2026-12-25 (Christmas Day). Elija otro día de devolución.',
    );
    expect(
      spanish(
        'A 3-month rental comes back on Monday 2026-10-05, when Downtown is closed. Choose another pickup date or number of months.',
      ),
    ).toBe(
      'Un alquiler de 3 meses termina el lunes 2026-10-05, cuando Downtown está cerrada. Elija otra fecha de recogida u otra cantidad de meses.',
    );
    expect(
      spanish(
        'A 1-month rental comes back on Friday 2026-08-07 at 19:00, outside Downtown’s hours that day. Choose another pickup time.',
      ),
    ).toBe(
      'Un alquiler de 1 mes termina el viernes 2026-08-07 a las 19:00, fuera del horario de Downtown de ese día. Elija otra hora de recogida.',
    );
    expect(
      spanish(
        'Drivers of the 15-Passenger Van must have held a license for at least 3 years; This driver has held one for 1 year.',
      ),
    ).toBe(
      'Los conductores de 15-Passenger Van deben tener licencia desde hace al menos 3 años; este conductor la tiene desde hace 1 año.',
    );
  });

  it('translates the sentences the API joins one by one, a piece never reaching into the next', () => {
    expect(
      spanish(
        'There are 2 problems. Ana Ruiz’s license expires on 2026-01-01, before the return on 2026-07-15. Every driver needs a license valid for the whole rental. Drivers of the 15 Passenger Van must have held a license for at least 3 years; Ana Ruiz has held one for 1 year.',
      ),
    ).toBe(
      'Hay 2 problemas. La licencia de Ana Ruiz vence el 2026-01-01, antes de la devolución del 2026-07-15. Cada conductor necesita una licencia vigente durante todo el alquiler. Los conductores de 15 Passenger Van deben tener licencia desde hace al menos 3 años; Ana Ruiz la tiene desde hace 1 año.',
    );
    // A sentence it has no words for stays English beside the others.
    expect(spanish('No Minivan is free at Downtown for those dates. Something only the API says.')).toBe(
      'No queda ningún Minivan libre en Downtown para esas fechas. Something only the API says.',
    );
    expect(
      spanish('You have sent too many requests in a short time. Please wait 10 minutes and try again.'),
    ).toBe('Envió demasiadas solicitudes en poco tiempo. Espere 10 minutos e inténtelo de nuevo.');
    expect(spanish('“scan.gif” is a GIF. Upload a JPEG, PNG, WebP or AVIF photo.')).toBe(
      '“scan.gif” es un GIF. Suba una foto JPEG, PNG, WebP o AVIF.',
    );
  });

  it('leaves a message it does not know as it is', () => {
    expect(spanish('Something only the API says.')).toBe('Something only the API says.');
    expect(spanish('constructor')).toBe('constructor');
  });
});
