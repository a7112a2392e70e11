import { type Brand, brand as english } from './brand.ts';

export { type Brand, brandSlug, whyPath } from './brand.ts';

/** The brand on the Spanish pages (decision 048): the same company, its tagline in Spanish (as short as the English: the header holds it beside the menu at 320 px). */
export const brand: Brand = { ...english, tagline: 'Vehículos para grupos' };
