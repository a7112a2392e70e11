import type { HomeContent } from './home.ts';

/** Spanish content of the home page, `/` (decision 048). */
export const home: HomeContent = {
  hero: {
    eyebrow: '{tagline}',
    subheading:
      'Desde minivans hasta autobuses de 44 pasajeros, vans de carga y camiones de caja. Vea el precio para sus fechas y reserve en minutos, o pídanos una cotización para todo el grupo.',
    ctas: [
      { label: 'Solicitar cotización para grupos', to: '/quote' },
      { label: '¿Por qué {brand}?', to: '{whyPath}' },
    ],
  },
  valueProps: [
    {
      title: 'El tamaño justo para su grupo',
      text: 'Vans de 9, 12 y 15 pasajeros y autobuses de 15 pasajeros con licencia de conducir normal; autobuses de 25 a 44 pasajeros para grupos con un conductor con CDL.',
    },
    {
      title: 'El precio antes de reservar',
      text: 'Las tarifas de cada vehículo son públicas, y el total para sus fechas, con impuestos y cargos incluidos, aparece antes de que usted confirme. No se cobra nada en línea.',
    },
    {
      title: 'Respuestas claras sobre licencias',
      text: 'Cada vehículo indica si requiere CDL y la edad mínima de los conductores, para que no haya sorpresas en el mostrador.',
    },
    {
      title: 'Un día, una semana o una temporada',
      text: 'Tarifas semanales a partir de 7 días y alquileres mensuales de hasta {maxMonths} meses con mantenimiento incluido.',
    },
  ],
  stepsHeading: 'Cómo reservar',
  steps: [
    {
      title: 'Elija dónde y cuándo',
      text: 'Seleccione una sucursal, las horas de recogida y devolución, y el motivo del viaje.',
    },
    {
      title: 'Elija sus vehículos',
      text: 'Vea qué hay disponible con el total para sus fechas y elija cuántos necesita.',
    },
    {
      title: 'Confirme y recoja',
      text: 'Ingrese sus datos de contacto y haga la reserva. Para la recogida, traiga la licencia de conducir de cada conductor y una tarjeta de crédito. {freeCancellation}',
    },
  ],
  trustPoints: [
    { title: 'Nuestra propia flota', text: 'Operada por {owner}: sin agentes ni intermediarios.' },
    {
      title: 'Revisados entre alquileres',
      text: 'Llantas, frenos, luces y líquidos, antes de que salga cada grupo.',
    },
    {
      title: 'Ayuda a toda hora',
      text: 'Asistencia en carretera las 24 horas del día, los 7 días de la semana.',
    },
    {
      title: 'Listos para organizaciones',
      text: 'Órdenes de compra, facturas, exenciones de impuestos y certificados de seguro: los manejamos a diario.',
    },
  ],
  faqs: [
    {
      question: '¿Necesito una CDL para manejar una van de 15 pasajeros?',
      answer:
        'No. Todo vehículo diseñado para 15 personas o menos, incluido el conductor, se maneja con una licencia de conducir normal; la [van de 15 pasajeros](/15-passenger-van) requiere conductores de {minAge:15-passenger-van} años o más. Los autobuses de 25 pasajeros o más requieren una licencia de conducir comercial (CDL) con endoso de pasajeros.',
    },
    {
      question: '¿Qué edad necesito tener para alquilar?',
      answer:
        'Al menos {minAge:minivan} años; los vehículos más grandes requieren conductores de {minAge:15-passenger-van} años o más. Cada página de vehículo muestra su edad mínima, y también nuestra [tabla de edades](/rental-guidelines#ages).',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'No en minivans, SUVs y camionetas pickup alquiladas por día o por semana. Las vans de pasajeros y los autobuses incluyen {milesPerDay:15-passenger-van} millas por vehículo por día de alquiler, y las vans de carga, los camiones de caja y los camiones de plataforma {milesPerDay:cargo-van-box-truck}, sumadas a lo largo del alquiler; consulte [millaje](/rental-guidelines#mileage).',
    },
    {
      question: '¿Qué debo traer a la recogida?',
      answer:
        'La licencia de conducir de cada conductor, una tarjeta de crédito a nombre del titular del alquiler para el depósito (no se necesita con una cuenta con facturación), su certificado de seguro si usa su propia cobertura y, para los autobuses que requieren CDL, la CDL y la tarjeta médica del DOT.',
    },
    {
      question: '¿Puedo cancelar?',
      answer: 'Sí, en [administrar su reserva](/manage) o por teléfono. {cancellationPolicy}',
    },
    {
      question: '¿Ofrecen conductores?',
      answer: 'No, en todos los alquileres usted maneja: usted o su organización ponen los conductores.',
    },
  ],
};
