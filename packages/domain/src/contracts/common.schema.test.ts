import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  exampleDate,
  localDateField,
  localDateSchema,
  localTimeSchema,
  personNameSchema,
  phoneSchema,
  vehicleTypeSchema,
} from './common.schema.ts';
import { contactDetailsSchema } from './contact.schema.ts';
import { agreementSignatureSchema } from './counter.schema.ts';
import { driverInputSchema } from './driver.schema.ts';
import { contactLeadSchema } from './lead.schema.ts';
import { billingContactSchema } from './organisation.schema.ts';

function message(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('localDateSchema', () => {
  it('accepts real days, 29 February only in leap years', () => {
    expect(localDateSchema.safeParse('2026-07-04').success).toBe(true);
    expect(localDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(localDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(localDateSchema.safeParse('2026-04-31').success).toBe(false);
  });

  it('explains the format in one message', () => {
    const result = localDateSchema.safeParse('04/07/2026');
    expect(result.error?.issues).toHaveLength(1);
    expect(message(result)).toBe(`Enter a date, like 07/04/${new Date().getUTCFullYear() + 1}.`);
  });

  it("names the field and gives an example ahead of today, in the date field's own format", () => {
    const pickup = localDateField('pickup date');
    expect(message(pickup.safeParse(''))).toBe(`Enter the pickup date, like ${exampleDate()}.`);
    expect(message(pickup.safeParse('1999-12-31'))).toBe('Choose a pickup date between 2000 and 2199.');
    // The example is never a past day, whatever the date: 4 July of next year, MM/DD/YYYY.
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2198-12-31'), noInvalidDate: true }),
        (now) => {
          const [month, day, year] = exampleDate(now).split('/').map(Number);
          return Date.UTC(year!, month! - 1, day!) > now.getTime() && month === 7 && day === 4;
        },
      ),
    );
  });

  it('refuses years outside 2000–2199', () => {
    expect(message(localDateSchema.safeParse('1999-12-31'))).toBe('Choose a date between 2000 and 2199.');
    expect(localDateSchema.safeParse('2199-12-31').success).toBe(true);
  });
});

describe('localTimeSchema', () => {
  it('accepts HH:mm on a 24-hour clock only', () => {
    expect(['00:00', '09:30', '23:59'].map((t) => localTimeSchema.safeParse(t).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['24:00', '9:30', '09:30:00', '9.30', ''].some((t) => localTimeSchema.safeParse(t).success)).toBe(
      false,
    );
    expect(message(localTimeSchema.safeParse('9am'))).toBe('Enter a time like 09:30 (24-hour clock).');
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases so lookups match', () => {
    expect(emailSchema.parse('  Jo.Smith@Example.COM ')).toBe('jo.smith@example.com');
  });

  it('asks for an address like name@example.com', () => {
    for (const bad of ['jo', 'jo@', 'jo@example', '@example.com', 'jo smith@example.com']) {
      expect(message(emailSchema.safeParse(bad))).toBe('Enter your e-mail address, like name@example.com');
    }
  });
});

describe('phoneSchema', () => {
  it('accepts international and local ways of writing a number', () => {
    for (const ok of [
      '+1 (410) 555-0120',
      '410.555.0120',
      '+44 20 7946 0958',
      '4105550120 ext. 12',
      '+49 30/123456',
    ]) {
      expect(phoneSchema.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('refuses letters, too few or too many digits', () => {
    for (const bad of ['call me', '555-012', '+1 234 567 890 123 456', '410-555-CALL']) {
      expect(message(phoneSchema.safeParse(bad)), bad).toBe(
        'Enter a phone number we can reach you on, like +1 410 555 0120.',
      );
    }
  });
});

describe('vehicleTypeSchema', () => {
  it("takes 'all' or a fleet category", () => {
    expect(vehicleTypeSchema.safeParse('all').success).toBe(true);
    expect(vehicleTypeSchema.safeParse('bus').success).toBe(true);
    expect(vehicleTypeSchema.safeParse('car').success).toBe(false);
  });
});

describe('names', () => {
  // A line break in a name would start a line of its own in a plain-text e-mail, a PDF or a CSV file.
  it('come out on one line, without control or bidi characters, wherever a person types one', () => {
    const typed = ' Ada\r\nPay to account 0001 \u202E';
    const clean = 'Ada Pay to account 0001';
    expect(personNameSchema('first name').parse(typed)).toBe(clean);
    expect(contactDetailsSchema.shape.lastName.parse(typed)).toBe(clean);
    expect(driverInputSchema.shape.name.parse(typed)).toBe(clean);
    expect(agreementSignatureSchema.shape.signerName.parse(typed)).toBe(clean);
    expect(billingContactSchema.shape.name.parse(typed)).toBe(clean);
    expect(contactLeadSchema.shape.name.parse(typed)).toBe(clean);
  });

  it('made only of controls are missing, and are measured once cleaned', () => {
    expect(message(personNameSchema('first name').safeParse('\r\n\u202E'))).toBe('Enter your first name.');
    expect(personNameSchema('first name').safeParse(`${'a'.repeat(60)}\u200F\u200F`).success).toBe(true);
  });
});
