import type { AudiencePage } from './audience-page.types.ts';
import { page as destinationManagement } from './audiences/destination-management.ts';
import { page as wineToursSightseeing } from './audiences/wine-tours-sightseeing.ts';

/** Travel & Tourism (SPEC §2 Who We Serve): destination management and wine tours. */
export const travelPages: AudiencePage[] = [destinationManagement, wineToursSightseeing];
