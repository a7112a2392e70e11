/**
 * Spanish content of the license notes several vehicle pages repeat (decision 048).
 * One export per note, like the English, so each page inlines only the notes it quotes.
 */
export const cdlThreshold =
  'Según las normas federales, se necesita una licencia de conducir comercial (CDL) para un vehículo diseñado para llevar 16 o más personas incluido el conductor, o para uno con una clasificación de peso bruto vehicular (GVWR) de 26,001 lb o más.';
export const underThresholdPassenger =
  'Este vehículo tiene {seats} asientos incluido el del conductor y su clasificación de peso queda muy por debajo de 26,001 lb, así que no alcanza ninguno de los dos umbrales de la CDL: basta con una licencia de conducir regular (Clase C o D, según su estado).';
export const underThresholdCargo =
  'Su GVWR es inferior a 26,001 lb y lleva menos de 16 personas, así que basta con una licencia de conducir regular. Remolcar un tráiler puede cambiar eso: una combinación de más de 26,000 lb con un tráiler de más de 10,000 lb requiere una CDL Clase A.';
export const noCdl = 'Sin CDL: basta con su licencia de conducir regular.';
export const visitorsFromAbroad =
  'Los visitantes del extranjero pueden manejarlo con la licencia de su país; si esa licencia no está en inglés, traiga también un Permiso Internacional de Conducir.';
export const licenseHeld =
  'Cada conductor debe presentar una licencia válida y vigente, obtenida hace al menos {licenseMonths} meses, y tener {minAge} años o más.';
export const passengerEndorsement =
  'Como está diseñado para 16 o más personas incluido el conductor, cada conductor necesita una CDL con endoso de pasajeros (P), sea cual sea el peso del autobús.';
export const schoolBus =
  '¿Va a llevar estudiantes de K–12 a la escuela o desde ella, o a un evento patrocinado por la escuela? Por lo general, las normas federales consideran ese autobús como autobús escolar, lo que añade el endoso de autobús escolar (S). Consulte con la agencia de licencias de su estado y con su distrito escolar.';
export const cdlBooking =
  'Los autobuses que requieren CDL se reservan mediante una [solicitud de cotización](/quote) y no en línea, para que podamos confirmar la clase de licencia y el endoso de cada conductor antes del viaje.';
export const medicalCard =
  'Traiga su CDL y su certificado vigente del examinador médico (tarjeta médica del DOT); en la recogida revisamos ambos documentos de cada conductor registrado.';
export const foreignCdl =
  'Una licencia extranjera no sirve para un vehículo que requiere CDL. Las excepciones son las licencias comerciales canadienses y la Licencia Federal de Conductor mexicana, que Estados Unidos reconoce.';
export const noDrivers =
  'Alquilamos vehículos sin conductor. Si nadie en su grupo tiene CDL, reparta el grupo en vehículos de 15 asientos o menos: para ellos basta una licencia regular.';
export const commercialUse =
  '¿Lo va a usar para un negocio entre estados? En ese caso, según las normas federales, un camión con un GVWR de más de 10,000 lb es un vehículo motorizado comercial: el conductor necesita una tarjeta médica del DOT y la empresa, un número USDOT. Las mudanzas personales y el transporte de sus propias pertenencias no se ven afectados.';
export const k12Vans =
  '¿Va a llevar estudiantes de K–12? La ley federal prohíbe a los concesionarios vender o arrendar a una escuela un vehículo nuevo para más de 10 pasajeros destinado al transporte de estudiantes, salvo que cumpla las normas de seguridad de los autobuses escolares, y muchos estados y distritos no permiten que los estudiantes viajen en vans de 12 o 15 pasajeros. El [autobús de actividades de 15 pasajeros](/15-passenger-activity-bus) está construido según esas normas.';
export const organizationRules =
  'Su organización o su aseguradora pueden fijar reglas más estrictas que la ley, como un curso de capacitación para conductores o una edad mínima más alta. Esas reglas se aplican además de las nuestras.';
