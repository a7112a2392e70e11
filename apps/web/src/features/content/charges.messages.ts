import { defineMessages } from '../../lib/messages';

/**
 * The rental guidelines' tables of the stored charges (charges-copy.ts), in the charge
 * blocks' own chunk (decision 048: every message in both languages).
 */
export default defineMessages({
  deposit: { en: 'Deposit', es: 'Depósito' },
  mileage: { en: 'Miles included per day', es: 'Millas incluidas por día' },
  extraMile: { en: 'Each extra mile', es: 'Cada milla adicional' },
  youngRenter: { en: 'Under-25 surcharge per day', es: 'Recargo por día para menores de 25 años' },
  unlimited: { en: 'Unlimited', es: 'Ilimitadas' },
  none: { en: 'None', es: 'Ninguno' },
  location: { en: 'Location', es: 'Sucursal' },
  charge: { en: 'Tax or fee', es: 'Impuesto o cargo' },
  rate: { en: 'Rate', es: 'Tarifa' },
  noCharges: { en: 'No taxes or fees', es: 'Sin impuestos ni cargos' },
  perVehiclePerDay: { en: '{amount} per vehicle per day', es: '{amount} por vehículo por día' },
});
