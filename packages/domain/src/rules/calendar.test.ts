import { describe, expect, it } from 'vitest';
import { type CalendarEvent, googleCalendarUrl, toIcs } from './calendar.ts';

const event: CalendarEvent = {
  uid: 'CNV-7K3M9Q@convoy.example',
  title: 'Pick up 15 Passenger Van, Baltimore Harbor',
  description: 'Reservation CNV-7K3M9Q; bring your licence, and a card for the deposit.',
  location: '1200 Harbor Boulevard, Baltimore, MD 21230',
  start: new Date('2026-07-04T14:30:00Z'),
  end: new Date('2026-07-06T16:00:00Z'),
  stamp: new Date('2026-06-01T00:00:00Z'),
};

describe('toIcs', () => {
  const ics = toIcs(event, 'Convoy');

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
      'DESCRIPTION:Reservation CNV-7K3M9Q\\; bring your licence\\, and a card',
    );
  });

  it('folds lines longer than 75 octets without breaking a character', () => {
    const long = toIcs({ ...event, description: 'é'.repeat(100) }, 'Convoy');
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('marks a cancelled booking so calendars remove the event', () => {
    const cancelled = toIcs({ ...event, cancelled: true }, 'Convoy');
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
  });
});

describe('googleCalendarUrl', () => {
  it('fills the event form with title and UTC dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20260704T143000Z/20260706T160000Z');
  });
});
