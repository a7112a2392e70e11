import type { WhyUsContent } from './why-us.ts';

/** Spanish content of the why-us page, `/why-{product}` (decision 048). */
export const whyUs: WhyUsContent = {
  intro:
    'Los grupos alquilan con {brand} porque las partes difíciles de viajar en grupo (quién puede manejar qué, cuánto cabe y cuánto cuesta) tienen respuestas claras antes de que nadie haga una reserva.',
  summary: '{fleetSize} vehículos en {locations} sucursales, desde minivans hasta autobuses de 44 pasajeros.',
  stats: [
    { value: '{fleetSize}', label: 'vehículos en la flota' },
    { value: '{locations}', label: 'sucursales de recogida' },
    { value: '{vehicleClasses}', label: 'tipos de vehículo, de la minivan al autobús de 44 pasajeros' },
    { value: '24/7', label: 'asistencia en carretera' },
  ],
  reasons: [
    {
      title: 'Una sola flota, de la minivan al autobús',
      text: '{vehicleClasses} tipos de vehículo bajo un mismo techo: un viaje que necesita un autobús, dos vans y una van de carga se resuelve en una sola conversación, no con tres compañías.',
    },
    {
      title: 'Precios a la vista',
      text: 'Las tarifas diarias, semanales y mensuales de cada vehículo están en el sitio, y la página de disponibilidad le muestra el total para sus fechas, con impuestos y cargos incluidos y desglosados línea por línea, antes de reservar.',
    },
    {
      title: 'Respuestas claras sobre licencias',
      text: 'Cada página de vehículo indica si requiere una licencia de conducir comercial (CDL) y de qué clase, para que nadie se entere en el mostrador. Todo vehículo de 15 asientos o menos se maneja con una licencia de conducir normal.',
    },
    {
      title: 'Vehículos revisados para grupos',
      text: 'Entre un alquiler y otro revisamos llantas, frenos, luces y líquidos, y ajustamos la presión de las llantas de cada van de pasajeros, porque de ellas depende un vehículo de grupo cargado.',
    },
    {
      title: 'Pensado para organizaciones',
      text: 'Órdenes de compra y facturas, certificados de exención de impuestos y de seguro, y listas de conductores aprobados que conservamos en archivo, para escuelas, iglesias, agencias y empresas.',
    },
    {
      title: 'De un día a un año',
      text: 'Alquile por día o por semana, por mes hasta {maxMonths} meses con mantenimiento incluido, o compre un vehículo de nuestra [venta de flota](/fleet-sales).',
    },
  ],
  testimonialsHeading: 'Así suena un buen viaje',
  exampleNotice:
    'Estos son ejemplos que ilustran viajes típicos de nuestros clientes. No son citas de clientes reales.',
  testimonials: [
    {
      quote:
        'Cuando el distrito endureció sus reglas, pasamos los partidos de visitante de las vans al autobús de actividades. La misma cantidad de asientos, sin CDL, y los entrenadores dejaron de preguntarse si tenían permiso para manejarlo.',
      role: 'Director deportivo',
      organizationType: 'Escuela secundaria pública',
      isExample: true,
    },
    {
      quote:
        'El autobús confort llevó a {riders:15-passenger-comfort-bus} estudiantes con todo su equipaje al campamento, y nuestro conductor voluntario se sintió como en casa en diez minutos. Ver el precio antes de reservar hizo fácil la aprobación del presupuesto.',
      role: 'Pastor de jóvenes',
      organizationType: 'Iglesia de los suburbios',
      isExample: true,
    },
    {
      quote:
        'Dos camiones de caja y tres vans para el equipo de filmación durante seis semanas, una sola factura, y el certificado de seguro resuelto antes de empezar la preproducción.',
      role: 'Coordinador de transporte',
      organizationType: 'Productora de cine independiente',
      isExample: true,
    },
    {
      quote:
        'El compartimento de equipaje era lo esencial: todo el equipo y cada bolsa de hockey en un solo vehículo, sin una segunda van.',
      role: 'Gerente del equipo',
      organizationType: 'Club juvenil de hockey de competencia',
      isExample: true,
    },
  ],
  faqs: [
    {
      question: '¿Los vehículos son de ustedes?',
      answer:
        'Sí. {brand} alquila su propia flota, operada por {owner}. El vehículo que usted reserva es nuestro, y su mantenimiento también.',
    },
    {
      question: '¿Ofrecen conductores?',
      answer:
        'No, en todos los alquileres usted maneja. Los vehículos de 15 asientos o menos solo requieren una licencia de conducir normal; los autobuses más grandes requieren su propio conductor con CDL.',
    },
    {
      question: '¿Puedo reservar varios vehículos a la vez?',
      answer:
        'Sí: varias unidades del mismo vehículo en una sola reserva, o una combinación de vehículos mediante una [solicitud de cotización](/quote).',
    },
    {
      question: '¿Dónde puedo recoger el vehículo?',
      answer:
        'En cualquiera de nuestras {locations} sucursales; las direcciones y los horarios están en la [página de contacto](/contact). Los vehículos se devuelven en la sucursal donde comenzó el alquiler.',
    },
  ],
  ctas: [
    { label: 'Ver disponibilidad', to: '/' },
    { label: 'Solicitar cotización', to: '/quote' },
  ],
};
