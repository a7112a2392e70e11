import { createHash, randomBytes } from 'node:crypto';
import { brand } from '@convoy/domain/content/brand';
import type { Location } from '@convoy/domain/content/locations';
import { type CalendarEvent, toIcsFeed } from '@convoy/domain/rules/calendar';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { FeedBooking, FeedScope } from './calendar-feed.repository.ts';

/** Seals and opens the token, so staff can see the URL again (decision 018). */
interface TokenSeal {
  seal(plain: string): string;
  open(sealed: string): string;
}

export interface CalendarFeedsDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  seal: TokenSeal;
  publicUrl: string;
  now: () => number;
}

/** A feed's answer may be kept this long: a change shows in a subscribed calendar within 5 minutes. */
export const feedMaxAgeSeconds = 300;

/** `cal_` and 32 random bytes (base64url): what a feed URL carries, and all it opens. */
export const feedTokenPattern = /^cal_[A-Za-z0-9_-]{43}$/;
const newToken = () => `cal_${randomBytes(32).toString('base64url')}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A feed URL as staff see it: where it answers, and since when. */
export interface FeedLink {
  url: string;
  createdAt: string;
}

const dayMs = 86_400_000;
/** A location's feed: a month back and a year ahead; an organisation's: what returns from a month back on. */
const pastMs = 30 * dayMs;
const aheadMs = 366 * dayMs;

/**
 * Calendar feeds (decision 039): an iCalendar URL per organisation (its
 * bookings) and per location (its pickups and returns) that a calendar app
 * subscribes to. The URL carries a feed-only token, never an organisation's
 * access key: it opens that calendar and nothing else, is revoked by staff
 * (the URL answers 404) and issued again as a new URL.
 */
export class CalendarFeedsService {
  readonly #d: CalendarFeedsDependencies;

  constructor(deps: CalendarFeedsDependencies) {
    this.#d = deps;
  }

  get #repos() {
    return this.#d.repositories(this.#d.db);
  }

  #link(tokenSealed: string, createdAt: number): FeedLink {
    const token = this.#d.seal.open(tokenSealed);
    return {
      url: `${this.#d.publicUrl}/api/calendar-feeds/${token}.ics`,
      createdAt: new Date(createdAt).toISOString(),
    };
  }

  /** The scope's id: an organisation by its code, a location by its id; 404 when there is none. */
  async #scopeId(scope: FeedScope, key: string): Promise<string> {
    if (scope === 'organisation') {
      const organisation = await this.#repos.organisations.findByCode(key);
      if (organisation) return organisation.id;
    } else if ((await this.#d.catalog.get()).locationById.has(key)) {
      return key;
    }
    throw new ApiError(
      404,
      'not_found',
      scope === 'organisation' ? 'No such organization.' : 'No such location.',
    );
  }

  /** The scope's feed URL, or null when none is issued. */
  async current(scope: FeedScope, key: string): Promise<FeedLink | null> {
    const feed = await this.#repos.calendarFeeds.find(scope, await this.#scopeId(scope, key));
    return feed ? this.#link(feed.tokenSealed, feed.createdAt) : null;
  }

  /** A new URL for the scope; the one before, if any, stops answering. */
  async issue(scope: FeedScope, key: string, by: string): Promise<FeedLink> {
    const scopeId = await this.#scopeId(scope, key);
    const token = newToken();
    const now = this.#d.now();
    const tokenSealed = this.#d.seal.seal(token);
    await this.#repos.calendarFeeds.issue({
      scope,
      scope_id: scopeId,
      token_hash: hashOf(token),
      token_sealed: tokenSealed,
      created_at: now,
      created_by: by,
    });
    return this.#link(tokenSealed, now);
  }

  async revoke(scope: FeedScope, key: string): Promise<void> {
    await this.#repos.calendarFeeds.revoke(scope, await this.#scopeId(scope, key));
  }

  /** The calendar a token opens, as iCalendar text; null for a token revoked, replaced or never issued. */
  async feed(token: string): Promise<string | null> {
    if (!feedTokenPattern.test(token)) return null;
    const repo = this.#repos.calendarFeeds;
    const feed = await repo.findByHash(hashOf(token));
    if (!feed) return null;
    const catalog = await this.#d.catalog.get();
    const now = this.#d.now();
    const place = (id: string) => catalog.locationById.get(id);
    if (feed.scope === 'location') {
      const location = place(feed.scopeId);
      if (!location) return null;
      const bookings = await repo.locationBookings(location.id, now - pastMs, now + aheadMs);
      const events = bookings.flatMap((b) => locationEvents(b, location));
      return toIcsFeed(events, {
        productName: brand.name,
        name: `${brand.name}: ${location.name} pickups and returns`,
        refreshMinutes: feedMaxAgeSeconds / 60,
        stamp: new Date(now),
      });
    }
    const organisation = await this.#repos.organisations.findById(feed.scopeId);
    if (!organisation) return null;
    const bookings = await repo.organisationBookings(organisation.id, now - pastMs);
    return toIcsFeed(
      bookings.map((b) => bookingEvent(b, place(b.locationId), place(b.returnLocationId))),
      {
        productName: brand.name,
        name: `${brand.name}: ${organisation.name} bookings`,
        refreshMinutes: feedMaxAgeSeconds / 60,
        stamp: new Date(now),
      },
    );
  }
}

const host = new URL(brand.siteUrl).hostname;
const addressOf = (l: Location | undefined) =>
  l ? `${l.name}, ${l.address.street}, ${l.address.city}, ${l.address.region} ${l.address.postalCode}` : '';

/** What every event of a booking shares: revisions from the audit log, cancelled or not. */
const revised = (b: FeedBooking) => ({
  // The booking itself is the first entry: its first version is SEQUENCE 0.
  sequence: Math.max(0, b.revisions - 1),
  lastModified: new Date(b.lastChangedAt),
  cancelled: b.status === 'cancelled',
});

/** An organisation's booking from pickup to return, its UID the one the confirmation e-mail's file uses. */
function bookingEvent(
  b: FeedBooking,
  pickup: Location | undefined,
  back: Location | undefined,
): CalendarEvent {
  return {
    uid: `${b.code}@${host}`,
    title: `${b.vehicleName} (${b.code})`,
    description:
      pickup && back && pickup.id !== back.id
        ? `Booking ${b.code}: picked up at ${pickup.name}, returned at ${back.name}.`
        : `Booking ${b.code} at ${pickup?.name ?? ''}.`,
    location: addressOf(pickup),
    start: new Date(b.pickupAt),
    end: new Date(b.returnAt),
    ...revised(b),
  };
}

/** Half an hour at the counter for each pickup and each return. */
const counterMs = 30 * 60_000;

/** A location's pickup and return of a booking, each an event of its own (a UID each). */
function locationEvents(b: FeedBooking, location: Location): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  if (b.locationId === location.id) {
    events.push({
      uid: `${b.code}-pickup@${host}`,
      title: `Pickup ${b.code}: ${b.vehicleName}`,
      description: `Booking ${b.code} is picked up here.`,
      location: addressOf(location),
      start: new Date(b.pickupAt),
      end: new Date(b.pickupAt + counterMs),
      ...revised(b),
    });
  }
  if (b.returnLocationId === location.id) {
    events.push({
      uid: `${b.code}-return@${host}`,
      title: `Return ${b.code}: ${b.vehicleName}`,
      description: `Booking ${b.code} comes back here.`,
      location: addressOf(location),
      start: new Date(b.returnAt),
      end: new Date(b.returnAt + counterMs),
      ...revised(b),
    });
  }
  return events;
}
