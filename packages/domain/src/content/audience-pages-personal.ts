import type { AudiencePage } from './audience-page.types.ts';
import { page as familyReunions } from './audiences/family-reunions.ts';
import { page as familyVacations } from './audiences/family-vacations.ts';
import { page as weddings } from './audiences/weddings.ts';

/** Personal (SPEC §2 Who We Serve): family vacations, family reunions, weddings. */
export const personalPages: AudiencePage[] = [familyVacations, familyReunions, weddings];
