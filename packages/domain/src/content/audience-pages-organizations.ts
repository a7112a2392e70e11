import type { AudiencePage } from './audience-page.types.ts';
import { page as businessesCorporations } from './audiences/businesses-corporations.ts';
import { page as churchesMinistries } from './audiences/churches-ministries.ts';
import { page as governmentMilitary } from './audiences/government-military.ts';

/** Organizations & Groups (SPEC §2 Who We Serve): churches, corporate and government. */
export const organizationPages: AudiencePage[] = [
  churchesMinistries,
  businessesCorporations,
  governmentMilitary,
];
