import { p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';
import { rentalPolicy as r } from './rental-policy.es.ts';

/** Spanish content of the rental guidelines, part one: who can drive, and booking and paying (decision 048). */

/** Driver requirements, ages, licenses and additional drivers. */
export const driverSections: DocumentSection[] = [
  {
    id: 'driver-requirements',
    heading: 'Requisitos para conducir',
    body: [
      p('Toda persona que conduzca debe figurar en el contrato de alquiler y presentar en la recogida:'),
      ul(
        `Una licencia de conducir válida y vigente, con al menos ${r.minLicenseHeldMonths} meses de antigüedad. Una licencia temporal en papel solo se acepta junto con una identificación oficial con foto.`,
        'La edad mínima para el vehículo (consulte las [edades mínimas](#ages)).',
        'Para autobuses de 25 pasajeros o más: una licencia de conducir comercial (CDL) de la clase correspondiente con endoso de pasajeros (P), y una tarjeta médica del DOT vigente.',
      ),
      p(
        'El arrendatario, es decir, la persona u organización que firma el contrato, también necesita una tarjeta de crédito a su nombre para el depósito, salvo que el alquiler se facture a una cuenta aprobada. Podemos revisar el historial de manejo de un conductor y rechazar a un conductor cuya licencia esté suspendida o que tenga una infracción grave en los últimos tres años, como conducir bajo los efectos del alcohol o de drogas.',
      ),
    ],
  },
  {
    id: 'ages',
    heading: 'Edades mínimas',
    body: [
      p(
        'El arrendatario y cada conductor deben tener al menos la edad mínima para el vehículo. En los vehículos que admiten conductores menores de 25 años, el recargo para menores de 25 que indica la tabla se aplica por vehículo y por día cuando el conductor principal es menor de 25 años; el precio que se muestra para sus fechas ya lo incluye.',
      ),
      {
        kind: 'fleet-table',
        columns: ['minAge', 'youngRenter'],
        caption: 'Edad mínima y recargo para menores de 25 años por vehículo',
      },
      p(
        'Los conductores menores de {minAge:15-passenger-van} años pueden alquilar y conducir todos los vehículos de la tabla con una edad mínima más baja. Los vehículos con la edad mínima más alta son los más grandes y pesados que alquilamos: la edad refleja cómo se manejan y cómo están asegurados. Nadie menor de {minAge:minivan} años puede alquilar ni conducir.',
      ),
    ],
  },
  {
    id: 'licenses-and-cdl',
    heading: 'Licencias y CDL',
    body: [
      p(
        'Las normas federales exigen una licencia de conducir comercial (CDL) para un vehículo diseñado para transportar 16 o más personas, incluido el conductor, o con un peso nominal de 26,001 lb o más. Todos los demás, incluidas la van de 15 pasajeros y los dos autobuses de 15 pasajeros, se conducen con una licencia regular.',
      ),
      { kind: 'fleet-table', columns: ['seats', 'license'], caption: 'Licencia necesaria por vehículo' },
      ul(
        'CDL clase C con endoso P: el autobús de 25 pasajeros y la mayoría de los autobuses de 33 pasajeros.',
        'CDL clase B con endoso P: el autobús de 44 pasajeros y cualquier unidad de 33 pasajeros con un peso nominal de 26,001 lb o más. El de 44 tiene frenos de aire, por lo que la licencia no debe tener restricción de frenos de aire.',
        'Endoso de autobús escolar (S): por lo general también se exige cuando un autobús transporta estudiantes de K–12 hacia o desde la escuela o un evento escolar.',
      ),
      p(
        'Los autobuses que requieren CDL se reservan mediante una [solicitud de cotización](/quote), para que podamos confirmar la licencia de cada conductor antes del viaje; todos los demás vehículos se pueden reservar en línea.',
      ),
      p(
        'El uso comercial entre estados de un camión con un peso nominal de más de 10,000 lb (los camiones de caja, el camión de plataforma) requiere una tarjeta médica del DOT para el conductor y un número USDOT para la empresa, aunque no se exija CDL.',
      ),
    ],
  },
  {
    id: 'international-licenses',
    heading: 'Licencias extranjeras',
    body: [
      ul(
        `Los visitantes pueden conducir cualquier vehículo que no requiera CDL con una licencia válida de su país de origen, con al menos ${r.minLicenseHeldMonths} meses de antigüedad.`,
        'Si la licencia no está en inglés, traiga además un Permiso Internacional de Conducir. El permiso traduce su licencia; no es válido por sí solo.',
        'Traiga su pasaporte: lo cotejamos con la licencia.',
        'Los vehículos que requieren CDL no se pueden conducir con una licencia extranjera, salvo con una licencia comercial canadiense o una Licencia Federal de Conductor mexicana de la clase correspondiente.',
        'Los residentes de EE. UU. necesitan una licencia de EE. UU.',
      ),
    ],
  },
  {
    id: 'additional-drivers',
    heading: 'Conductores adicionales',
    body: [
      ul(
        'Los conductores adicionales cuestan {additionalDriverFee}; agréguelos al reservar y el precio que se muestra los incluirá.',
        'Cada uno debe figurar en el contrato, mostrar su licencia en la recogida (los clientes con cuenta pueden enviar las licencias por correo electrónico con anticipación) y cumplir las mismas reglas de edad y de licencia que el arrendatario.',
        'Un conductor que no figura en el contrato no está autorizado: la exención de daños no se aplica y el arrendatario es responsable de todo lo que ocurra.',
        'Las organizaciones con cuenta pueden mantener con nosotros una lista de conductores aprobados y agregar nombres por correo electrónico entre un alquiler y otro.',
      ),
    ],
  },
];

/** Insurance, deposits, payment and cancellation. */
export const bookingSections: DocumentSection[] = [
  {
    id: 'insurance',
    heading: 'Seguro y protección',
    body: [
      p(
        'Todo alquiler necesita dos tipos de cobertura: responsabilidad civil, para las lesiones y los daños que usted cause a terceros, y daños físicos, para los daños a nuestro vehículo o su pérdida. Puede traer su propia cobertura, contratar la nuestra o combinarlas.',
      ),
      ul(
        'Su propia póliza. Muchas pólizas de auto personales se extienden a un auto, una minivan o una SUV de alquiler; menos cubren vans de pasajeros grandes, camiones o autobuses, y el uso de negocios puede requerir la póliza de su empleador. Las organizaciones suelen contar con la cobertura de vehículos alquilados de su póliza comercial: pida a su agente que, antes de la recogida, envíe un certificado de seguro que nombre a {owner} como asegurado adicional y beneficiario en caso de pérdida.',
        'Exención de daños. Por un cargo diario que se muestra antes de que usted firme, renunciamos a exigirle responsabilidad por daños al vehículo o por su robo, excepto en los casos que se indican abajo.',
        'Responsabilidad civil. Cada alquiler incluye la cobertura mínima de responsabilidad civil que exige el estado donde se alquila el vehículo, que se aplica después de cualquier seguro propio. Los mínimos estatales son bajos: las organizaciones y cualquier persona que transporte a un grupo también deberían tener su propio seguro de responsabilidad civil.',
        'Tarjetas de crédito. La mayoría de los beneficios de alquiler de las tarjetas de crédito excluyen las vans de más de ocho o nueve asientos, los autobuses, los camiones y las vans de carga. Lea las condiciones de su tarjeta antes de contar con ellos.',
      ),
      p('La exención de daños no cubre:'),
      ul(
        'los daños ocurridos mientras conducía un conductor no registrado en el contrato o no calificado;',
        'ningún uso prohibido según nuestros [términos](/terms), como conducir bajo los efectos del alcohol o de drogas, conducir fuera de carretera, remolcar sin aprobación o transportar pasajeros a cambio de pago sin un contrato comercial;',
        'los daños en la parte superior por golpear puentes, marquesinas, entradas de estacionamientos u otros objetos bajos;',
        'los daños por sobrecarga o por usar el combustible equivocado;',
        'los daños en el interior por fumar, mascotas o derrames, ni la pérdida de llaves.',
      ),
    ],
  },
  {
    id: 'deposits',
    heading: 'Depósitos',
    body: [
      p(
        'En la recogida hacemos una retención en una tarjeta de crédito a nombre del arrendatario. No es un cargo: se libera cuando el vehículo se devuelve y se revisa, y los bancos tardan de 3 a 10 días hábiles en volver a mostrar el dinero como disponible.',
      ),
      { kind: 'fleet-table', columns: ['deposit'], caption: 'Depósito por vehículo' },
      p(
        'Las cuentas aprobadas que pagan por factura, como escuelas, agencias y empresas, no necesitan depósito con tarjeta.',
      ),
    ],
  },
  {
    id: 'payment',
    heading: 'Pago',
    body: [
      ul(
        'Reservar en línea es gratis: no se cobra nada cuando usted reserva.',
        'Cobramos el alquiler en la devolución, cuando ya se conocen el combustible, las millas y la hora de devolución, con Visa, Mastercard, American Express o Discover. Con una tarjeta de débito se puede pagar el alquiler, pero no sirve para retener el depósito.',
        'Los alquileres mensuales se cobran mes a mes, por adelantado.',
        'Las escuelas, las agencias gubernamentales, las iglesias y las empresas pueden solicitar una cuenta y pagar por factura contra una orden de compra, con vencimiento a 30 días. Aceptamos con gusto las tarjetas de compra gubernamentales.',
        'El precio que se muestra para sus fechas antes de reservar es el total: el alquiler, los extras y la protección que usted eligió, y los impuestos y cargos sobre ventas y alquileres de la sucursal de recogida, cada uno detallado. Organizaciones exentas de impuestos: envíe su certificado antes de la recogida.',
      ),
    ],
  },
  {
    id: 'taxes-and-fees',
    heading: 'Impuestos y cargos por sucursal',
    body: [{ kind: 'location-charges', caption: 'Impuestos y cargos por sucursal de recogida' }],
  },
  {
    id: 'cancellation',
    heading: 'Cancelaciones y no presentación',
    body: [
      { kind: 'cancellation-policy' },
      ul(
        'Cancele en [administrar su reserva](/manage) con su código de confirmación, o por teléfono; esa página le muestra cuánto cuesta cancelar antes de que usted confirme.',
        'Como no se cobra nada al reservar en línea, el cargo por cancelación tardía lo facturamos por correo electrónico; debe pagarse antes de su próximo alquiler.',
        'Cambiar fechas, horas o vehículos no cuesta nada cuando el nuevo vehículo está disponible. Pídalo lo antes posible.',
        'Si nosotros cancelamos, o no podemos proporcionar el vehículo que usted reservó, usted no paga nada por él y, cuando podemos, le ofrecemos un vehículo comparable o más grande al mismo precio.',
      ),
    ],
  },
];
