import { ol, p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';
import { formatCount, formatUsd, rentalPolicy as r } from './rental-policy.es.ts';

/** Spanish content of the rental guidelines, part two: pickup and return, and looking after the vehicle (decision 048). */
const fee = r.fees;

/** Pickup, return and after-hours. */
export const handoverSections: DocumentSection[] = [
  {
    id: 'pickup-and-return',
    heading: 'Recogida y devolución',
    body: [
      ul(
        'Recoja el vehículo en el horario de la sucursal (indicado en nuestra [página de contacto](/contact)) y devuélvalo allí, o donde termine un alquiler de solo ida.',
        'Calcule 20 minutos en la recogida para el papeleo y una inspección alrededor del vehículo, y 30 para un autobús con CDL, para que podamos mostrarle al conductor sus controles.',
        'Recorra el vehículo con nosotros y anote en el contrato cualquier daño existente; las fotos nos ayudan a ambos.',
      ),
      p(
        `Su precio cuenta períodos completos de 24 horas desde la hora de recogida. El tiempo que exceda el último período completo se cobra así: ${r.freeLeftoverHours} hora o menos, nada; más de 1 y hasta 2 horas, un tercio de la tarifa diaria; más de 2 y hasta 3 horas, dos tercios; más de 3 horas, un día completo. Una devolución posterior a la reservada se cobra de la misma manera sobre la hora real de devolución, y un alquiler diario devuelto antes de tiempo se recalcula según el tiempo que usted tuvo el vehículo.`,
      ),
      p(
        '¿Va a llegar tarde? Llame a la sucursal: es posible que otro grupo haya reservado el vehículo después de usted. Un vehículo que se retenga más de 24 horas después de su hora de devolución sin que el arrendatario se comunique con nosotros puede ser denunciado como robado.',
      ),
    ],
  },
  {
    id: 'after-hours',
    heading: 'Recogida y devolución fuera del horario de atención',
    body: [
      ul(
        'Devoluciones fuera del horario: estacione en el área de devolución señalizada, cierre el vehículo con llave y deposite las llaves en el buzón de llaves. Antes, fotografíe el indicador de combustible, el odómetro y los cuatro lados.',
        'Su tiempo de alquiler termina cuando deposita las llaves, pero el vehículo sigue siendo su responsabilidad hasta que lo revisemos cuando la sucursal vuelva a abrir.',
        'En algunas sucursales se pueden coordinar recogidas antes de la hora de apertura; pregunte al reservar.',
      ),
    ],
  },
];

/** Fuel, mileage, where you can drive, cleaning, smoking and pets. */
export const careSections: DocumentSection[] = [
  {
    id: 'fuel',
    heading: 'Combustible',
    body: [
      ul(
        'Lleno a lleno: cada vehículo sale con el tanque lleno y debe volver lleno.',
        `Si vuelve con menos, lo llenamos al precio local de la bomba, más un cargo de ${formatUsd(fee.refuelServiceCents)} por el servicio de reabastecimiento.`,
        'Use el combustible indicado junto a la boca de llenado. La mayoría de los vehículos usan gasolina regular; los autobuses y camiones diésel usan diésel, además de líquido de escape diésel (DEF), que se carga por la boca de llenado de tapa azul. La exención de daños no cubre los daños por combustible equivocado.',
      ),
    ],
  },
  {
    id: 'mileage',
    heading: 'Millaje',
    body: [
      p(
        'Los alquileres diarios y semanales incluyen las millas que se indican abajo por vehículo y por día de alquiler, sumadas durante todo el alquiler; cada milla adicional se cobra a la tarifa indicada abajo.',
      ),
      {
        kind: 'fleet-table',
        columns: ['mileage', 'extraMile'],
        caption: 'Millaje por vehículo',
      },
      p(
        `Los alquileres mensuales y los arrendamientos incluyen ${formatCount(r.monthlyMileAllowance)} millas por mes en todos los vehículos; las millas adicionales se cobran a la tarifa indicada arriba.`,
      ),
    ],
  },
  {
    id: 'where-you-can-drive',
    heading: 'Dónde puede conducir',
    body: [
      ul(
        'En cualquier lugar de los Estados Unidos continentales, por caminos pavimentados y caminos de grava o tierra con mantenimiento.',
        'Canadá: con nuestra aprobación por escrito, que debe solicitar al reservar. Traiga los pasaportes y el contrato de alquiler.',
        'México: no está permitido.',
        'Nunca fuera de carretera, en playas, a través del agua ni en una pista de carreras.',
      ),
    ],
  },
  {
    id: 'cleaning',
    heading: 'Limpieza',
    body: [
      p(
        'Devuelva el vehículo como lo recibió, teniendo en cuenta el uso normal: sin basura, sin derrames y sin nada olvidado. El polvo, el lodo en los tapetes y algunas migajas son normales y no cuestan nada.',
      ),
      p(
        `Se aplica un cargo de limpieza de ${formatUsd(fee.cleaningCents)} cuando un vehículo necesita más que una limpieza normal entre alquileres: mucha arena o lodo en el interior, derrames de comida o bebida, fluidos corporales, pelo de mascotas, o residuos de cinta adhesiva y calcomanías.`,
      ),
      p(
        'No nos hacemos responsables de los objetos olvidados en un vehículo; llame pronto a la sucursal y los buscaremos.',
      ),
    ],
  },
  {
    id: 'smoking',
    heading: 'Fumar',
    body: [
      p(
        `Todos los vehículos son libres de humo, lo que incluye cigarrillos electrónicos, vapeo y cannabis. Fumar tiene un cargo de ${formatUsd(fee.smokingCents)}, porque el vehículo debe salir de servicio para eliminar el olor.`,
      ),
    ],
  },
  {
    id: 'pets',
    heading: 'Mascotas y animales de servicio',
    body: [
      ul(
        'Los animales de servicio son bienvenidos en todos los vehículos, sin cargo.',
        'Otras mascotas pueden viajar en una transportadora cerrada en minivans, SUVs, cabinas de camionetas pickup y vans de carga.',
        'No se permiten mascotas en las vans de pasajeros ni en los autobuses: el siguiente grupo puede incluir personas con alergias.',
        'El pelo de mascotas y los daños se cobran como limpieza o reparación.',
      ),
    ],
  },
];

/** Breakdowns, accidents, tolls and tickets. */
export const troubleSections: DocumentSection[] = [
  {
    id: 'breakdowns',
    heading: 'Averías y asistencia en carretera',
    body: [
      ul(
        'La asistencia en carretera atiende las 24 horas del día, los 7 días de la semana, en el número que aparece en su contrato de alquiler y en la etiqueta de las llaves.',
        'Se encarga de llantas ponchadas, arranques con cables, llaves olvidadas dentro del vehículo y remolques. Las fallas mecánicas corren por nuestra cuenta; las llaves olvidadas dentro, quedarse sin combustible y los daños que usted cause se cobran al costo, salvo que los cubra la exención de daños.',
        'Si se enciende una luz de advertencia, llame antes de seguir conduciendo.',
        'No autorice reparaciones por su cuenta: solo reembolsamos las reparaciones que aprobamos por adelantado.',
        'Si el vehículo no se puede reparar rápidamente, hacemos lo posible para que su grupo siga su camino, con un vehículo de reemplazo de la sucursal más cercana que tenga uno.',
      ),
    ],
  },
  {
    id: 'accidents',
    heading: 'Accidentes: qué hacer',
    body: [
      ol(
        'Deténgase en un lugar seguro, encienda las luces intermitentes y compruebe si alguien está herido.',
        'Llame al 911 si alguien está herido, si la vía está bloqueada o si la otra parte no quiere intercambiar datos. En todos los casos, pida a la policía un número de reporte.',
        'Intercambie con los otros conductores nombres, números de teléfono y datos de licencia, placa y seguro, y anote los datos de contacto de los testigos.',
        'Fotografíe el lugar, todos los vehículos involucrados, los daños, las placas, las señales de tránsito y las condiciones.',
        'No admita culpa ni firme nada que no sea un formulario de la policía.',
        'Llámenos al número 24/7 que aparece en su contrato de alquiler en cuanto todos estén a salvo, y a más tardar dentro de las 24 horas.',
        'Complete dentro de las 48 horas el reporte de incidente que le enviamos, e informe a su propia aseguradora.',
      ),
      p(
        'Conductores con CDL: su empleador u organización puede tener sus propias reglas después de un accidente, incluidas pruebas.',
      ),
    ],
  },
  {
    id: 'tolls-and-tickets',
    heading: 'Peajes y multas',
    body: [
      ul(
        'Nuestros vehículos no llevan transpondedores de peaje. Pague en efectivo donde pueda, o traiga su propio transpondedor y agregue la placa del vehículo a su cuenta para las fechas del alquiler. Los autobuses y los camiones de doble rueda trasera pertenecen a una categoría de peaje más alta que la de un auto, así que ajuste la categoría de su dispositivo para que coincida.',
        `Los peajes electrónicos facturados a la placa, las multas de estacionamiento y las multas de cámaras son responsabilidad del arrendatario. Los pagamos o los transferimos y agregamos ${formatUsd(fee.tollAdminCents)} por cada aviso de peaje o ${formatUsd(fee.citationAdminCents)} por cada multa por concepto de trámite.`,
      ),
    ],
  },
];
