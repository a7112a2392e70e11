export { demoCancellationPolicy } from './demo-cancellation-policy.ts';

/**
 * The demo policy in Spanish words (decision 048), as rules/cancellation-words.ts writes them for `es`
 * (its test keeps the two equal): what the Spanish pages are prerendered and hydrate with.
 */
export const demoCancellationWords = {
  cancellationPolicy:
    'Cancelar es gratis hasta 3 días antes de la recogida, después cuesta un día de la tarifa diaria de cada vehículo. Para 3 vehículos o más, cancelar es gratis hasta 14 días antes de la recogida, cuesta el 25% del total hasta 3 días antes de la recogida, después cuesta el 50% del total. Si no recoge los vehículos ni cancela (no presentación): un día de la tarifa diaria de cada vehículo más el 25% del total. Un cargo nunca supera el total de la reserva, salvo que después de un cambio cancelar cuesta al menos lo que habría costado justo antes del cambio.',
  freeCancellation:
    'Cancelar es gratis hasta 3 días antes de la recogida, o hasta 14 días antes de la recogida para 3 vehículos o más.',
};
