/**
 * Labels several page templates show around the content (STYLE "UI text lives in
 * content files"); each template's own are beside it: vehicle-page-labels.ts,
 * audience-page-labels.ts, info-page-labels.ts, fleet-table-labels.ts, so a page
 * carries its own template's words only (decision 009: JavaScript budget).
 */
export const commonLabels = {
  faqHeading: 'Frequently asked questions',
  exampleBadge: 'Example',
  phone: 'Phone',
  email: 'E-mail',
} as const;

/** The group-size advisor's section on the home page and the fleet pages; its own words are in group-size-advisor.ts. */
export const groupSizeLabels = {
  heading: 'Which vehicles fit your group?',
  intro:
    'Enter how many people travel, drivers included, and roughly how many suitcases. You get the vehicle or set of vehicles that seats everyone, and the license each driver needs.',
} as const;
