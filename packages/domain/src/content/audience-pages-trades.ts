import type { AudiencePage } from './audience-page.types.ts';
import { page as constructionContractors } from './audiences/construction-contractors.ts';
import { page as equipmentRental } from './audiences/equipment-rental.ts';

/** Organizations & Groups, continued (SPEC §2 Who We Serve): construction and equipment rental. */
export const tradePages: AudiencePage[] = [constructionContractors, equipmentRental];
