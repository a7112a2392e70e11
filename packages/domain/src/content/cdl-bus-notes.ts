import { cdlBooking, foreignCdl, medicalCard, noDrivers, schoolBus } from './licence-notes.ts';

/**
 * The notes every bus that needs a CDL ends its license section with, in this
 * order (the 25, 33 and 44 passenger buses; sources in licence-notes.ts). A
 * module of its own, so only those pages load it (decision 009).
 */
export const cdlBusNotes: readonly string[] = [cdlBooking, medicalCard, schoolBus, foreignCdl, noDrivers];
