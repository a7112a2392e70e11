import type { AudiencePage } from './audience-page.types.ts';
import { page as filmProduction } from './audiences/film-production.ts';
import { page as limousineCompanies } from './audiences/limousine-companies.ts';
import { page as shuttleTransportation } from './audiences/shuttle-transportation.ts';

/** Specialty (SPEC §2 Who We Serve): film production, limousine companies, shuttle transportation. */
export const specialtyPages: AudiencePage[] = [filmProduction, limousineCompanies, shuttleTransportation];
