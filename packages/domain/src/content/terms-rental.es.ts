import { p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';
import { formatUsd, rentalPolicy as r } from './rental-policy.es.ts';

/** Spanish content of the terms and conditions, sections 1–11: the rental itself (decision 048). */
export const rentalTermSections: DocumentSection[] = [
  {
    id: 'about-these-terms',
    heading: 'Acerca de estos términos',
    body: [
      p(
        'Estos términos se aplican a todo alquiler reservado bajo el nombre {brand}, en {siteUrl}, por teléfono o en nuestras sucursales. {owner} (“nosotros”) opera la marca {brand}. El contrato de alquiler que usted firma en la recogida incorpora estos términos; junto con su confirmación y nuestra [guía de alquiler](/rental-guidelines), constituyen el acuerdo completo entre usted y nosotros.',
      ),
    ],
  },
  {
    id: 'definitions',
    heading: 'Definiciones',
    body: [
      ul(
        'Arrendatario: la persona u organización que reserva el alquiler, firma el contrato de alquiler y es responsable del alquiler.',
        'Conductor autorizado: un conductor que figura en el contrato de alquiler y cumple los requisitos de la sección 4.',
        'Vehículo: el vehículo alquilado, con sus llaves, documentos, llantas, herramientas y accesorios.',
        'Período de alquiler: desde la entrega del vehículo hasta que se devuelve y se registra su recepción, o hasta que sus llaves se depositan en una devolución fuera del horario de atención.',
        'Tarifa: la tarifa diaria, semanal o mensual de la categoría del vehículo en el momento de la reserva, tal como se muestra antes de que usted confirme.',
        'Exención de daños: la protección opcional descrita en la sección 7.',
        'Contrato comercial: un acuerdo escrito aparte, celebrado con nosotros, que permite el uso para transporte remunerado u otro uso que estos términos excluyen.',
      ),
    ],
  },
  {
    id: 'reservations-and-payment',
    heading: 'Reservas y pago',
    body: [
      p(
        'Una reserva aparta un vehículo de la categoría reservada, no una unidad en particular. El cargo de alquiler corre desde la recogida hasta la devolución: cada período completo de 24 horas a la tarifa diaria o, cuando el alquiler incluye 7 o más días completos y la categoría tiene tarifa semanal, cada semana completa de esos días a la tarifa semanal y los días restantes a la tarifa diaria. El tiempo que exceda el último período completo no cuesta nada hasta 1 hora; cuesta un tercio de la tarifa diaria por más de 1 hora y hasta 2 horas, dos tercios por más de 2 horas y hasta 3 horas, y una tarifa diaria completa por más de 3 horas. Un alquiler mensual cuesta la tarifa mensual por cada mes, y cada mes va hasta el mismo día del mes siguiente.',
      ),
      p(
        'El total que se muestra antes de que usted confirme incluye, además del cargo de alquiler, los extras, la protección y los conductores adicionales que usted eligió, el recargo por conductor joven de la categoría del vehículo cuando el conductor principal es menor de 25 años, y los impuestos y cargos sobre ventas y alquileres de la sucursal de recogida. El depósito, el cargo por conductor adicional, el recargo por conductor joven, el millaje incluido y los impuestos y cargos de cada sucursal son los que indica nuestra [guía de alquiler](/rental-guidelines) en el momento de su reserva, y se muestran con su precio.',
      ),
      p(
        'No se cobra nada cuando usted reserva en línea. Retenemos el depósito en una tarjeta de crédito en la recogida y cobramos el total y cualquier cargo conforme a la sección 9 en la devolución; los alquileres mensuales se cobran mes a mes, por adelantado. Las cuentas aprobadas reciben factura y pagan dentro de los 30 días siguientes a la fecha de la factura; los montos vencidos pueden generar intereses del 1.5% mensual o de la tasa más alta que permita la ley, la que sea menor.',
      ),
    ],
  },
  {
    id: 'driver-eligibility',
    heading: 'Requisitos de los conductores',
    body: [
      p('Solo los conductores autorizados pueden conducir. Cada conductor autorizado debe:'),
      ul(
        'tener al menos la edad mínima indicada para la categoría del vehículo en su página y al reservar;',
        `tener una licencia de conducir vigente, con al menos ${r.minLicenseHeldMonths} meses de antigüedad, y, para vehículos diseñados para 16 o más personas, una licencia de conducir comercial (CDL) de la clase correspondiente con endoso de pasajeros y un certificado vigente del examinador médico;`,
        'no estar bajo los efectos del alcohol, de drogas ni de ningún medicamento que afecte la capacidad de conducir.',
      ),
      p(
        'Podemos rechazar a un arrendatario o conductor que no cumpla estos requisitos, cuya licencia esté suspendida o cuyo historial de manejo muestre una infracción grave en los últimos tres años. Un rechazo por estos motivos se trata como una cancelación por parte del arrendatario.',
      ),
    ],
  },
  {
    id: 'use-of-the-vehicle',
    heading: 'Uso del vehículo',
    body: [
      ul(
        'Mantenga el vehículo cerrado con llave cuando lo deje solo, y las llaves bajo su control.',
        'Respete las leyes de tránsito; todas las personas a bordo usan cinturón de seguridad, y no viajan más personas que asientos con cinturón.',
        'No exceda la capacidad de carga ni el peso bruto vehicular nominal que indica la etiqueta de la puerta.',
        'Conduzca en los Estados Unidos continentales por caminos pavimentados o con mantenimiento, y en Canadá solo con nuestra aprobación por escrito.',
        'Deténgase y llámenos cuando se encienda una luz de advertencia o el vehículo se comporte de forma anormal.',
      ),
    ],
  },
  {
    id: 'prohibited-uses',
    heading: 'Usos prohibidos',
    body: [
      p('El vehículo no debe:'),
      ul(
        'ser conducido por nadie que no sea un conductor autorizado, ni por alguien bajo los efectos del alcohol o de drogas;',
        'usarse para transportar pasajeros o mercancías a cambio de pago, ni subarrendarse, sin un contrato comercial;',
        'usarse para remolcar o empujar nada, salvo un remolque detrás de una camioneta pickup o una SUV, aprobado al reservar y dentro de su capacidad de remolque;',
        'conducirse fuera de carretera, en playas, a través del agua, en carreras, pruebas de velocidad o acrobacias, ni ingresar a México;',
        'cargarse por encima de sus capacidades nominales, con cualquier cosa sobre el techo, con personas en un área de carga ni con materiales peligrosos que requieran carteles de advertencia;',
        'usarse para fumar, beber alcohol o consumir drogas;',
        'perforarse, soldarse, forrarse con vinil, equiparse con aparejos ni modificarse de ninguna otra forma, ni llevar letreros adhesivos, sin aprobación por escrito;',
        'usarse para ningún fin ilegal.',
      ),
      p(
        'Un uso prohibido pone fin a su derecho a usar el vehículo, anula la exención de daños y hace al arrendatario responsable de todas las pérdidas, los daños y los costos que resulten.',
      ),
    ],
  },
  {
    id: 'liability-and-insurance',
    heading: 'Responsabilidad, seguro y exención de daños',
    body: [
      p(
        'El arrendatario es responsable de la pérdida del vehículo y de los daños que sufra durante el período de alquiler, cualquiera que sea la causa, hasta su valor justo de mercado, más el remolque, el almacenaje y, cuando la ley lo permita, la pérdida de uso y un cargo administrativo razonable. Cuando la ley lo permita, el seguro propio del arrendatario es primario.',
      ),
      p(
        'Si usted acepta la exención de daños, renunciamos a exigir esa responsabilidad, salvo cuando el daño resulte de un uso prohibido, de un conductor no autorizado, de un golpe en la parte superior contra puentes, marquesinas u otros objetos bajos, de una sobrecarga, del combustible equivocado, o de fumar, mascotas o derrames dentro del vehículo, y salvo por la pérdida de llaves. La exención no es un seguro y no cubre lesiones, su responsabilidad frente a terceros ni bienes personales.',
      ),
      p(
        'Proporcionamos la cobertura mínima de responsabilidad civil que la ley del estado del alquiler exige a los propietarios de vehículos, y nada más; se aplica después de cualquier otro seguro del que dispongan el arrendatario o el conductor. El arrendatario nos indemniza frente a reclamaciones derivadas del uso del vehículo durante el período de alquiler que excedan esa cobertura, salvo en la medida en que las haya causado nuestra propia negligencia.',
      ),
    ],
  },
  {
    id: 'damage-and-loss',
    heading: 'Daños, robo y accidentes',
    body: [
      p(
        'Inspeccionamos cada vehículo en la entrega y en la recepción, y registramos su estado. Los cargos por daños se basan en un presupuesto o una factura de reparación, que compartimos con usted. Avísenos de cualquier accidente o daño dentro de las 24 horas, denuncie cualquier robo a la policía de inmediato y siga los pasos de nuestra [guía de alquiler](/rental-guidelines#accidents). Coopere con nosotros y con nuestras aseguradoras en cualquier investigación o reclamación.',
      ),
    ],
  },
  {
    id: 'fees-and-charges',
    heading: 'Cargos adicionales',
    body: [
      ul(
        `Combustible: un vehículo devuelto con menos combustible que en la entrega se vuelve a llenar al precio local de la bomba, más ${formatUsd(r.fees.refuelServiceCents)}.`,
        'Millaje: las millas que excedan el millaje incluido según nuestra guía de alquiler se cobran a la tarifa por milla indicada en ella y en su contrato.',
        `Limpieza: ${formatUsd(r.fees.cleaningCents)} cuando un vehículo necesita más que una limpieza normal entre alquileres; fumar: ${formatUsd(r.fees.smokingCents)}.`,
        `Peajes, multas de estacionamiento y otras multas generadas durante el período de alquiler: el monto correspondiente, más ${formatUsd(r.fees.tollAdminCents)} por cada aviso de peaje o ${formatUsd(r.fees.citationAdminCents)} por cada multa que tramitemos.`,
        'Llaves y accesorios perdidos o dañados: el costo de reposición.',
        'Devolución tardía: según lo establecido en la sección 3, sobre la hora real de devolución.',
      ),
    ],
  },
  {
    id: 'cancellation-and-no-shows',
    heading: 'Cancelación y no presentación',
    body: [
      { kind: 'cancellation-policy' },
      p(
        'El plazo de aviso se cuenta hacia atrás desde la hora de recogida reservada, y se aplica la política vigente cuando usted cancela, con una excepción: un alquiler de solo ida cuya ruta tiene condiciones de cancelación propias conserva las condiciones con las que se reservó, tal como las indican la reserva y su confirmación. Si nosotros cancelamos, o no podemos proporcionar un vehículo de la categoría reservada, usted no nos debe nada por él; cuando podemos, ofrecemos un vehículo comparable o más grande al precio reservado y, de lo contrario, nuestra responsabilidad se limita a esa cancelación sin cargo.',
      ),
    ],
  },
  {
    id: 'return',
    heading: 'Devolución del vehículo',
    body: [
      p(
        'Devuelva el vehículo en la sucursal donde lo recogió, a la hora reservada y en el estado en que lo recibió, salvo el desgaste normal. Si un vehículo no se devuelve dentro de las 24 horas siguientes a su hora de devolución y no logramos comunicarnos con el arrendatario, podemos denunciarlo como robado y recuperarlo a cargo del arrendatario.',
      ),
    ],
  },
];
