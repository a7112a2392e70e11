import { type Brand, brand as english } from './brand.ts';

export { type Brand, brandSlug, whyPath } from './brand.ts';

/** The brand on the Spanish pages (decision 048): the same company, its tagline in Spanish. */
export const brand: Brand = { ...english, tagline: 'Alquiler de vehículos para grupos' };
