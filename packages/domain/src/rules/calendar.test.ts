import { beforeEach, describe, expect, it } from 'vitest';
import { type CalendarEvent, googleCalendarUrl, toIcs, toIcsFeed } from './calendar.ts';

const event: CalendarEvent = {
  uid: 'CNV-7K3M9Q@convoy.example',
  title: 'Pick up 15 Passenger Van, Baltimore Harbor',
  description: 'Reservation CNV-7K3M9Q; bring your license, and a card for the deposit.',
  location: '1200 Harbor Boulevard, Baltimore, MD 21230',
  start: new Date('2026-07-04T14:30:00Z'),
  end: new Date('2026-07-06T16:00:00Z'),
  stamp: new Date('2026-06-01T00:00:00Z'),
};

describe('toIcs', () => {
  // Built in each test, not once for the describe block: mutation testing
  // (docs/benchmarks/mutation.md) only sees code that runs inside a test.
  let ics = '';
  beforeEach(() => {
    ics = toIcs(event, 'Convoy');
  });

  it('writes a VEVENT with UTC start and end and CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20260704T143000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260706T160000Z\r\n');
    expect(ics).toContain('\r\nUID:CNV-7K3M9Q@convoy.example\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('escapes commas and semicolons in text', () => {
    expect(ics).toContain('LOCATION:1200 Harbor Boulevard\\, Baltimore\\, MD 21230');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Reservation CNV-7K3M9Q\\; bring your license\\, and a card',
    );
  });

  it('folds lines longer than 75 octets without breaking a character', () => {
    const long = toIcs({ ...event, description: 'é'.repeat(100) }, 'Convoy');
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('marks a canceled booking so calendars remove the event', () => {
    const cancelled = toIcs({ ...event, cancelled: true }, 'Convoy');
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
  });
});

describe('toIcs: the whole document', () => {
  it('writes every line of a confirmed booking, escaping backslashes and newlines, with its organizer', () => {
    const ics = toIcs(
      {
        ...event,
        description: 'Line one\nC:\\keys',
        organizer: { name: 'Convoy, Baltimore', email: 'desk@convoy.example' },
      },
      'Convoy; Rentals',
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Convoy\\; Rentals//Reservations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:CNV-7K3M9Q@convoy.example',
      'DTSTAMP:20260601T000000Z',
      'DTSTART:20260704T143000Z',
      'DTEND:20260706T160000Z',
      'SUMMARY:Pick up 15 Passenger Van\\, Baltimore Harbor',
      'DESCRIPTION:Line one\\nC:\\\\keys',
      'LOCATION:1200 Harbor Boulevard\\, Baltimore\\, MD 21230',
      'ORGANIZER;CN=Convoy\\, Baltimore:mailto:desk@convoy.example',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('stamps the document now when no stamp is given', () => {
    const before = Date.now();
    const stamp = /DTSTAMP:(\d{8}T\d{6}Z)/.exec(toIcs({ ...event, stamp: undefined }, 'Convoy'))?.[1] ?? '';
    const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`;
    expect(Date.parse(iso)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('keeps a line of exactly 75 octets whole and folds a longer one at 75, then 74 after the space', () => {
    const uid = (length: number) => `UID:${'a'.repeat(length - 4)}`;
    const lines = (length: number) =>
      toIcs({ ...event, uid: uid(length).slice(4) }, 'Convoy')
        .split('\r\n')
        .filter((l) => l.startsWith('UID:') || (l.startsWith(' a') && l.length > 1));
    expect(lines(75)).toEqual([uid(75)]);
    const folded = lines(75 + 74 + 1);
    expect(folded.map((l) => l.length)).toEqual([75, 75, 2]);
  });
});

describe('googleCalendarUrl', () => {
  it('fills the event form with title and UTC dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20260704T143000Z/20260706T160000Z');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
  });
});

describe('toIcsFeed', () => {
  const second: CalendarEvent = {
    ...event,
    uid: 'CNV-2P4R6T@convoy.example',
    title: 'Return 12 Passenger Van, Baltimore Harbor, for a church youth group’s weekend retreat',
    cancelled: true,
    stamp: undefined,
    sequence: 3,
    lastModified: new Date('2026-07-01T09:15:00Z'),
  };
  const feed = toIcsFeed([event, second], {
    productName: 'Convoy',
    name: 'Baltimore Harbor pickups and returns',
    refreshMinutes: 5,
    stamp: new Date('2026-07-01T12:00:00Z'),
  });
  const lines = feed.split('\r\n');

  it('is one calendar of every event, CRLF throughout, named and polled every 5 minutes', () => {
    expect(feed.endsWith('\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('NAME:Baltimore Harbor pickups and returns');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT5M');
    expect(lines).toContain('METHOD:PUBLISH');
  });

  it('keeps each UID, and says a revised event’s SEQUENCE, LAST-MODIFIED and cancellation', () => {
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:CNV-7K3M9Q@convoy.example',
      'UID:CNV-2P4R6T@convoy.example',
    ]);
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('LAST-MODIFIED:20260701T091500Z');
    expect(lines.filter((l) => l.startsWith('STATUS:'))).toEqual(['STATUS:CONFIRMED', 'STATUS:CANCELLED']);
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toEqual([
      'DTSTAMP:20260601T000000Z',
      'DTSTAMP:20260701T120000Z',
    ]);
  });

  it('folds long lines at 75 octets', () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });
});
