import type { AudiencePage } from './audience-page.types.ts';
import { page as clubsYouthOrgs } from './audiences/clubs-youth-orgs.ts';
import { page as schoolsColleges } from './audiences/schools-colleges.ts';
import { page as summerCamps } from './audiences/summer-camps.ts';

/** Education & Youth (SPEC §2 Who We Serve): schools and colleges, summer camps, clubs and youth organizations. */
export const educationPages: AudiencePage[] = [schoolsColleges, summerCamps, clubsYouthOrgs];
