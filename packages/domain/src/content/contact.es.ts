import type { contact as english } from './contact.ts';

/** Spanish content of /contact (decision 048). */
export const contact: typeof english = {
  intro:
    'Hable con el personal de la sucursal donde va a alquilar, o escríbanos. Para saber el precio de un viaje en grupo, la [solicitud de cotización](/quote) es la vía más rápida.',
  responseTimes: [
    { title: 'Teléfono', text: 'Atendemos en cada sucursal durante su horario, que aparece abajo.' },
    {
      title: 'Correo electrónico y este formulario',
      text: 'Respondemos en un día hábil, normalmente antes.',
    },
    { title: 'Solicitudes de cotización', text: 'Una cotización por escrito en un día hábil.' },
    {
      title: 'En la carretera',
      text: 'La asistencia en carretera atiende 24/7 en el número que aparece en su contrato de alquiler y en el llavero.',
    },
  ],
  manageBooking: '¿Tiene una reserva? [Búsquela o cancélela](/manage) con su código y su correo electrónico.',
  formHeading: 'Envíenos un mensaje',
  formIntro:
    'Díganos qué necesita y la mejor forma de comunicarnos con usted; si se trata de una reserva, incluya su código de confirmación.',
  headOffice:
    '{owner}, {street}, {city}, {region} {postalCode}. Teléfono {phone}, correo electrónico {email}.',
};
