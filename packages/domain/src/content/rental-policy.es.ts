import type { PolicyTier } from './rental-policy.ts';

/** Spanish content of the rental policy: the tier labels; figures and functions are the English module's (decision 048). */
export type { PolicyTier } from './rental-policy.ts';
export {
  formatCount,
  formatUsd,
  policyClassCharges,
  policyDriverRule,
  policyTier,
  policyTiers,
  rentalPolicy,
} from './rental-policy.ts';

export const policyTierLabels: Record<PolicyTier, string> = {
  car: 'Minivans, SUVs y camionetas pickup',
  van: 'Vans de 9, 12 y 15 pasajeros',
  bus: 'Autobuses de actividades y autobuses confort de 15 pasajeros',
  'cdl-bus': 'Autobuses de 25, 33 y 44 pasajeros (CDL)',
  commercial: 'Vans de carga, camiones de caja y camiones de plataforma',
};
