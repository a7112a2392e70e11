import { p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';

/** Spanish content of the terms and conditions, sections 12–16: privacy, liability, law, changes, contact (decision 048). */
export const legalTermSections: DocumentSection[] = [
  {
    id: 'privacy',
    heading: 'Privacidad y cookies',
    body: [
      p(
        'Qué recopilamos. Para una reserva o una cotización: su nombre, correo electrónico, teléfono, organización, detalles del viaje y notas. En la recogida: los datos de la licencia de cada conductor y los datos de pago, que gestiona nuestro procesador de tarjetas; no guardamos números de tarjeta completos.',
      ),
      p(
        'Para qué. Para prestar y facturar el alquiler, comunicarnos con usted al respecto, cumplir nuestras obligaciones legales y de seguros, y saber cuáles de nuestras acciones de marketing generan reservas.',
      ),
      p('Cookies y almacenamiento del navegador. Este sitio no instala cookies publicitarias. Utiliza:'),
      ul(
        'tres cookies de atribución propias (de su primera visita, de su última visita desde una campaña y de su visita actual), que se conservan 180 días cada una. Registran las etiquetas de campaña del enlace por el que usted llegó (como utm_source o un identificador de clic en un anuncio), la página a la que llegó, el sitio de referencia y la hora, para que una reserva pueda atribuirse a la campaña que la generó;',
        'almacenamiento de sesión en su navegador, que conserva una reserva en curso para que no se pierda nada al recargar la página o usar el botón Atrás; se borra cuando usted cierra la pestaña;',
        'mediciones de visitas a páginas y de rendimiento que se envían a nuestro propio servidor, sin su nombre ni sus datos de contacto.',
      ),
      p(
        'Cuando Google Analytics está activado en este sitio, también recibe las visitas a páginas y los eventos de reserva (como la ciudad de recogida y la categoría del vehículo), sin su nombre, correo electrónico ni teléfono.',
      ),
      p(
        'Datos que compartimos. Compartimos datos personales solo con los proveedores de servicios que hacen funcionar nuestro negocio (pagos, correo electrónico, alojamiento web), con aseguradoras y autoridades después de un accidente, con las autoridades de peajes y multas según lo exija la ley, y cuando la ley nos obligue. No vendemos datos personales.',
      ),
      p(
        'Conservación y sus opciones. Los registros de alquiler y facturación se conservan durante el tiempo que exige la legislación fiscal y contable, normalmente siete años; las solicitudes de cotización que no se convierten en reservas, durante dos años. Para ver, corregir o eliminar sus datos, escriba a {email}. Puede bloquear o eliminar las cookies en su navegador; las reservas siguen funcionando sin ellas.',
      ),
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitación de responsabilidad',
    body: [
      p(
        'En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, como eventos perdidos, lucro cesante o gastos de viaje adicionales, causadas porque un vehículo no esté disponible, se averíe o se retrase, y nuestra responsabilidad total por un alquiler se limita a los montos pagados por él. Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar, incluida la que se deriva de nuestra negligencia grave.',
      ),
    ],
  },
  {
    id: 'governing-law',
    heading: 'Ley aplicable y controversias',
    body: [
      p(
        'Estos términos se rigen por las leyes del Estado de {state}, sin tener en cuenta sus normas sobre conflicto de leyes. Las controversias se resuelven ante los tribunales estatales o federales con sede en {city}, {state}. Nada de lo dispuesto en esta sección le quita un derecho como consumidor que la ley de su estado de residencia no permita eliminar mediante un contrato.',
      ),
    ],
  },
  {
    id: 'changes',
    heading: 'Cambios en estos términos',
    body: [
      p(
        'Podemos actualizar estos términos; la fecha que aparece al principio indica el cambio más reciente. A cada reserva se le aplica la versión vigente en el momento en que usted la hizo.',
      ),
    ],
  },
  {
    id: 'contact',
    heading: 'Contacto',
    body: [
      p('{owner}, {street}, {city}, {region} {postalCode}. Teléfono: {phone}. Correo electrónico: {email}.'),
    ],
  },
];
