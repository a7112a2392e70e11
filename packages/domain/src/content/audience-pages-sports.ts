import type { AudiencePage } from './audience-page.types.ts';
import { page as sportsHospitality } from './audiences/sports-hospitality.ts';
import { page as sportsTeams } from './audiences/sports-teams.ts';

/** Sports & Recreation (SPEC §2 Who We Serve): teams and sports hospitality. */
export const sportsPages: AudiencePage[] = [sportsTeams, sportsHospitality];
