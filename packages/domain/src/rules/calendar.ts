/**
 * A calendar entry for a booking: an iCalendar file (RFC 5545) for the e-mail
 * attachment and the success page's "add to calendar" download, and a Google
 * Calendar link. Pure, so the server and the browser produce the same event.
 */
export interface CalendarEvent {
  /** Globally unique and stable for the booking, so a second import updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** Organiser shown by calendar apps. */
  organizer?: { name: string; email: string };
  /** When the file was made; defaults to now. */
  stamp?: Date;
  /** A cancelled booking sends the same UID with STATUS:CANCELLED so the event is removed. */
  cancelled?: boolean;
  /** How many times the event was revised (RFC 5545 §3.8.7.4): a subscribed calendar takes the higher. */
  sequence?: number;
  /** When it last changed (RFC 5545 §3.8.7.3). */
  lastModified?: Date;
}

/** 2026-07-04T14:30:00.000Z → 20260704T143000Z (RFC 5545 §3.3.5, UTC form). */
function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT. */
function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One VEVENT's lines (RFC 5545 §3.6.1), unfolded. */
function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDate(event.stamp ?? stamp)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    ...(event.lastModified ? [`LAST-MODIFIED:${icsDate(event.lastModified)}`] : []),
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${icsText(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

const document = (lines: string[]) => `${lines.map(fold).join('\r\n')}\r\n`;

/** The event as an iCalendar document (text/calendar), CRLF line endings. */
export function toIcs(event: CalendarEvent, productName: string): string {
  return document([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(productName)}//Reservations//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...eventLines(event, new Date()),
    'END:VCALENDAR',
  ]);
}

/**
 * A subscribed calendar (a feed URL a calendar app polls) of several events:
 * one VCALENDAR named `name`, each event a VEVENT whose UID stays the same
 * from one poll to the next, so a changed booking moves and a cancelled one
 * shows cancelled rather than appearing twice. `refreshMinutes` suggests how
 * often to poll (RFC 7986 REFRESH-INTERVAL, and the older X-PUBLISHED-TTL).
 */
export function toIcsFeed(
  events: readonly CalendarEvent[],
  options: { productName: string; name: string; refreshMinutes: number; stamp?: Date },
): string {
  const stamp = options.stamp ?? new Date();
  return document([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(options.productName)}//Calendar feed//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${icsText(options.name)}`,
    `X-WR-CALNAME:${icsText(options.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]);
}

/** A link that opens Google Calendar's "new event" form filled with the event. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsDate(event.start)}/${icsDate(event.end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
