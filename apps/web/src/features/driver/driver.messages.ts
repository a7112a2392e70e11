import { defineMessages } from '../../lib/messages';

/** The driver's pre-arrival page (decision 024; decision 048: every message in both languages). */
export default defineMessages({
  loading: { en: 'Opening your pre-arrival steps…', es: 'Abriendo sus pasos previos a la llegada…' },
  retry: { en: 'Try again', es: 'Intentar de nuevo' },
  call: { en: 'Call {phone}', es: 'Llame al {phone}' },
  saving: { en: 'Saving…', es: 'Guardando…' },
  continue: { en: 'Continue', es: 'Continuar' },
  choose: { en: 'Choose…', es: 'Elija…' },

  // The booking's facts
  booking: { en: 'Your booking', es: 'Su reserva' },
  code: { en: 'Booking', es: 'Reserva' },
  driver: { en: 'Driver', es: 'Conductor' },
  vehicle: { en: 'Vehicle', es: 'Vehículo' },
  pickup: { en: 'Pickup', es: 'Recogida' },

  // The steps and their state
  stepsTitle: { en: 'Your steps', es: 'Sus pasos' },
  stepDone: { en: 'Done', es: 'Listo' },
  stepTodo: { en: 'To do', es: 'Pendiente' },
  stepCurrent: { en: 'Now', es: 'Ahora' },
  stepIdentity: {
    en: 'Confirm your name, date of birth and address',
    es: 'Confirme su nombre, fecha de nacimiento y dirección',
  },
  stepLicence: { en: 'Your driver’s license', es: 'Su licencia de conducir' },
  stepLicencePhotos: { en: 'Photos of your license', es: 'Fotos de su licencia' },
  stepSafety: {
    en: '15-passenger van safety briefing',
    es: 'Instrucciones de seguridad de la van de 15 pasajeros',
  },
  stepSignature: { en: 'Sign your acknowledgement', es: 'Firme su declaración' },

  // Reminders by text
  textsHeading: { en: 'Reminders by text', es: 'Recordatorios por mensaje de texto' },
  textsPhone: { en: 'Your mobile number', es: 'Su número de celular' },
  textsSubmit: { en: 'Save', es: 'Guardar' },
  textsOptedIn: {
    en: 'We will text reminders to {phone}. Reply STOP to any of them to stop.',
    es: 'Le enviaremos recordatorios por mensaje de texto al {phone}. Responda STOP a cualquiera de ellos para dejar de recibirlos.',
  },

  // Identity
  identityLead: {
    en: 'As printed on your driver’s license.',
    es: 'Tal como aparecen en su licencia de conducir.',
  },
  identityName: { en: 'Full name', es: 'Nombre completo' },
  identityDateOfBirth: { en: 'Date of birth', es: 'Fecha de nacimiento' },
  addressLegend: { en: 'Your home address', es: 'Su domicilio' },
  addressHint: {
    en: 'If a toll or ticket is issued while you have the vehicle, it can be transferred to you at this address. We keep it encrypted and erase it after the rental.',
    es: 'Si se emite un peaje o una multa mientras usted tiene el vehículo, se le puede transferir a esta dirección. La guardamos cifrada y la borramos después del alquiler.',
  },
  addressLine1: { en: 'Street and number', es: 'Calle y número' },
  addressLine2: { en: 'Apartment, suite or unit', es: 'Apartamento, suite o unidad' },
  addressCity: { en: 'City', es: 'Ciudad' },
  addressRegion: { en: 'State', es: 'Estado' },
  addressPostalCode: { en: 'ZIP code', es: 'Código postal' },
  addressSaved: {
    en: 'Address in {area} saved: enter it again to change it.',
    es: 'Dirección en {area} guardada: ingrésela de nuevo para cambiarla.',
  },
  identitySubmit: { en: 'Confirm', es: 'Confirmar' },

  // The licence
  licenceLead: {
    en: 'We check the license against the rules for your vehicle; any problem is shown beside its field.',
    es: 'Verificamos la licencia según las reglas de su vehículo; cualquier problema se muestra junto a su campo.',
  },
  licenceCountry: { en: 'Country that issued it', es: 'País que la emitió' },
  countryUs: { en: 'United States', es: 'Estados Unidos' },
  countryCa: { en: 'Canada', es: 'Canadá' },
  countryMx: { en: 'Mexico', es: 'México' },
  licenceState: { en: 'State that issued it', es: 'Estado que la emitió' },
  licenceRegion: { en: 'State or province that issued it', es: 'Estado o provincia que la emitió' },
  licenceRegionHint: { en: 'Its code as printed, like ON.', es: 'Su código tal como aparece, como ON.' },
  licenceNumber: { en: 'License number', es: 'Número de licencia' },
  licenceNumberHint: {
    en: 'As printed. We keep it encrypted and show only its last digits.',
    es: 'Tal como aparece. Lo guardamos cifrado y solo mostramos sus últimos dígitos.',
  },
  licenceExpiry: { en: 'Expiry date', es: 'Fecha de vencimiento' },
  licenceClass: { en: 'License class', es: 'Clase de licencia' },
  classRegular: { en: 'Regular license', es: 'Licencia regular' },
  classCdlA: { en: 'CDL class A', es: 'CDL clase A' },
  classCdlB: { en: 'CDL class B', es: 'CDL clase B' },
  classCdlC: { en: 'CDL class C', es: 'CDL clase C' },
  licenceEndorsement: {
    en: 'My license has a passenger (P) endorsement',
    es: 'Mi licencia tiene el endoso de pasajeros (P)',
  },
  licenceYears: { en: 'Years you have held a license', es: 'Años que lleva con licencia' },
  licenceSubmit: { en: 'Save my license', es: 'Guardar mi licencia' },
  licencePending: { en: 'Checking…', es: 'Verificando…' },
  licenceSaved: { en: 'License {masked} saved.', es: 'Licencia {masked} guardada.' },

  // The licence's photos
  photosLead: {
    en: 'Take a photo of each side, flat and in good light, with every corner in the picture. Only our staff can see them.',
    es: 'Tome una foto de cada lado, sobre una superficie plana y con buena luz, con las cuatro esquinas a la vista. Solo nuestro personal puede verlas.',
  },
  photoFront: { en: 'Front of the license', es: 'Frente de la licencia' },
  photoBack: { en: 'Back of the license', es: 'Reverso de la licencia' },
  photoTake: { en: 'Take or choose a photo', es: 'Tomar o elegir una foto' },
  photoRetake: { en: 'Take it again', es: 'Tomarla de nuevo' },
  photoPreview: { en: 'Your photo: {side}', es: 'Su foto: {side}' },
  photoEmpty: { en: 'No photo yet.', es: 'Aún no hay foto.' },
  photoSending: { en: 'Uploading… {percent}%', es: 'Subiendo… {percent}%' },
  photoSent: { en: 'Uploaded.', es: 'Subida.' },
  photoSaved: { en: 'Uploaded earlier.', es: 'Subida anteriormente.' },
  photosNeedBoth: { en: 'Upload both sides to continue.', es: 'Suba ambos lados para continuar.' },

  // The safety briefing
  safetyAcknowledged: {
    en: 'I have read the safety briefing and will follow it',
    es: 'He leído las instrucciones de seguridad y las seguiré',
  },

  // The signature
  signatureLead: {
    en: 'Read the terms, tick the box and sign in the box with your finger.',
    es: 'Lea los términos, marque la casilla y firme en el recuadro con el dedo.',
  },
  signatureConsent: { en: 'I agree to sign electronically', es: 'Acepto firmar electrónicamente' },
  signatureSubmit: { en: 'Sign', es: 'Firmar' },
  signaturePending: { en: 'Signing…', es: 'Firmando…' },
  signature: { en: 'Your signature', es: 'Su firma' },
  signatureHint: {
    en: 'Draw your signature in the box with a finger, a stylus or the mouse. If you cannot draw, call us and we sign with you at the counter.',
    es: 'Dibuje su firma en el recuadro con el dedo, un lápiz óptico o el mouse. Si no puede dibujar, llámenos y firmamos con usted en el mostrador.',
  },
  signatureBox: {
    en: 'Signature box: draw your signature with a finger or the mouse',
    es: 'Recuadro de firma: dibuje su firma con el dedo o el mouse',
  },
  signed: { en: 'Signed in the box.', es: 'Firmado en el recuadro.' },
  notSigned: { en: 'Not signed yet.', es: 'Aún sin firmar.' },
  signatureLoading: { en: 'Loading the signature box…', es: 'Cargando el recuadro de firma…' },
  clearSignature: { en: 'Clear', es: 'Borrar' },

  // Where the link leads once no step is left
  doneTitle: { en: 'You’re ready for pickup', es: 'Todo listo para la recogida' },
  doneBody: {
    en: 'Thank you: your steps are done and a copy of what you signed is on its way to your e-mail. Bring your driver’s license to the counter.',
    es: 'Gracias: completó sus pasos y le enviamos a su correo electrónico una copia de lo que firmó. Traiga su licencia de conducir al mostrador.',
  },
  completeTitle: {
    en: 'You have completed your pre-arrival steps',
    es: 'Completó sus pasos previos a la llegada',
  },
  completeBody: {
    en: 'Nothing more to do here. Bring your driver’s license to the counter at pickup.',
    es: 'No queda nada más por hacer aquí. Traiga su licencia de conducir al mostrador en la recogida.',
  },
  expiredTitle: { en: 'This link no longer works', es: 'Este enlace ya no funciona' },
  expiredBody: {
    en: 'The pickup has passed or the booking has changed. Please call us and we will help you.',
    es: 'La recogida ya pasó o la reserva cambió. Llámenos y con gusto le ayudamos.',
  },
  invalidTitle: { en: 'This link is incomplete', es: 'Este enlace está incompleto' },
  invalidBody: {
    en: 'Open this page from the link in your e-mail: it carries your personal key. If it still does not work, ask the organizer to send it again or call us.',
    es: 'Abra esta página desde el enlace de su correo electrónico: contiene su clave personal. Si aún no funciona, pida al organizador que se lo vuelva a enviar o llámenos.',
  },
});
