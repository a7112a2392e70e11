import { brand } from './brand.ts';
import type { AgreedText } from './pre-arrival.ts';

export type { AgreedText } from './pre-arrival.ts';
export { needsSafetyBriefing } from './pre-arrival.ts';

/** Spanish texts a driver and the renter agree to on the pre-arrival pages (decisions 024, 048). */
export const safetyBriefing: AgreedText = {
  version: '2026-11-safety-1',
  title: 'Instrucciones de seguridad para la van de 15 pasajeros',
  paragraphs: [
    'Una van de 15 pasajeros cargada no se maneja como un auto: se vuelca con más facilidad, sobre todo cuando va llena, a alta velocidad o en una curva cerrada.',
    'Siente a los pasajeros primero delante del eje trasero y no lleve equipaje en el techo. Nunca lleve a más de 15 personas.',
    'Todos los pasajeros usan el cinturón de seguridad en cada viaje. Respete el límite de velocidad, reduzca la velocidad en curvas y rampas, y deje más distancia para frenar.',
    'Revise la presión de las llantas antes de salir y, si una rueda se sale del pavimento, reduzca la velocidad suavemente antes de volver a la carretera.',
  ],
};

export const authorisedDriverTerms: AgreedText = {
  version: '2026-11-driver-1',
  title: 'Declaración del conductor autorizado',
  paragraphs: [
    `Figuro como conductor autorizado de un vehículo alquilado a ${brand.name} en la reserva indicada arriba, y manejaré solo el vehículo y en las fechas de esa reserva.`,
    'Los datos de mi licencia son verdaderos, mi licencia es válida durante todo el alquiler y la llevaré conmigo siempre que maneje.',
    'No manejaré bajo los efectos del alcohol o de drogas, no usaré el teléfono en la mano mientras manejo y no dejaré manejar a nadie que no figure en la reserva.',
    'Informaré de inmediato a la compañía de cualquier accidente, daño o avería, y cumpliré los términos de alquiler que aceptó el arrendatario.',
  ],
};

export const remoteRentalTerms: AgreedText = {
  version: '2026-11-rental-1',
  title: 'Contrato de alquiler',
  paragraphs: [
    `Alquilo a ${brand.name} los vehículos indicados arriba, para las fechas y con los cargos indicados, según los términos de alquiler publicados en el sitio web.`,
    'Los conductores nombrados están autorizados para manejar; cada uno confirma su propia licencia y firma su propia declaración.',
    'El odómetro, el combustible y los daños de cada vehículo se registran en el mostrador cuando sale, como anexo a este contrato.',
  ],
};

export const signatureConsent: AgreedText = {
  version: '2026-11-consent-1',
  title: 'Firma electrónica',
  paragraphs: [
    'Acepto firmar electrónicamente. Mi firma dibujada, la hora, mi dirección IP y mi navegador se guardan junto con una huella digital del documento como prueba de que lo firmé.',
  ],
};
