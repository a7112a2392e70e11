/**
 * License facts several vehicle pages repeat, written once. Source: FMCSA rules in
 * 49 CFR Part 383 (383.5 defines commercial motor vehicle and school bus, 383.91 the
 * license classes, 383.93 the endorsements, 383.95 the air-brake restriction) and
 * 390.5 (the 10,001 lb threshold for commercial motor vehicles in interstate commerce);
 * 49 U.S.C. 30112 and 30125 (new vehicles sold or leased to schools).
 */
// One export per note, so the bundler can inline each into the vehicle pages that quote it
// (rolldown's inlineConst): a page carries its two or three notes, not all fourteen (decision 009).
export const cdlThreshold =
  'Under federal rules a commercial driver’s license (CDL) is needed for a vehicle designed to carry 16 or more people including the driver, or one with a gross vehicle weight rating (GVWR) of 26,001 lb or more.';
export const underThresholdPassenger =
  'This vehicle seats {seats} including the driver and is rated well under 26,001 lb, so it is below both CDL thresholds: a regular driver’s license (Class C or D, depending on your state) is all you need.';
export const underThresholdCargo =
  'It is rated under 26,001 lb GVWR and carries fewer than 16 people, so a regular driver’s license is enough. Towing a trailer can change that: a combination over 26,000 lb with a trailer over 10,000 lb needs a Class A CDL.';
export const noCdl = 'No CDL: a regular driver’s license is all you need.';
export const visitorsFromAbroad =
  'Visitors from abroad can drive it on their home license; bring an International Driving Permit as well if that license is not in English.';
export const licenseHeld =
  'Every driver shows a valid, unexpired license held for at least {licenseMonths} months, and must be {minAge} or older.';
export const passengerEndorsement =
  'Because it is designed for 16 or more people including the driver, every driver needs a CDL with a passenger (P) endorsement, whatever the bus weighs.';
export const schoolBus =
  'Carrying K–12 students to or from school or a school-sponsored event? Federal rules generally treat that bus as a school bus, which adds the school bus (S) endorsement. Check with your state’s licensing agency and your district.';
export const cdlBooking =
  'Buses that need a CDL are booked through a [quote request](/quote) rather than online, so we can confirm each driver’s license class and endorsement before the trip.';
export const medicalCard =
  'Bring your CDL and your current medical examiner’s certificate (DOT medical card); we check both at pickup for every listed driver.';
export const foreignCdl =
  'A foreign license cannot be used for a vehicle that needs a CDL. The exceptions are Canadian commercial licenses and the Mexican Licencia Federal de Conductor, which the US recognizes.';
export const noDrivers =
  'We rent vehicles without drivers. If no one in your group holds a CDL, split the group across vehicles that seat 15 or fewer: they need only a regular license.';
export const commercialUse =
  'Using it for a business across state lines? A truck rated over 10,000 lb GVWR is then a commercial motor vehicle under federal rules: the driver needs a DOT medical card and the business a USDOT number. Personal moves and hauling your own belongings are not affected.';
export const k12Vans =
  'Carrying K–12 students? Federal law bars dealers from selling or leasing a new vehicle that carries more than 10 passengers to a school for student transport unless it meets school-bus safety standards, and many states and districts do not allow students in 12 or 15 passenger vans at all. The [15 Passenger Activity Bus](/15-passenger-activity-bus) is built to those standards.';
export const organizationRules =
  'Your organization or its insurer may set stricter rules than the law, such as a driver training course or a higher minimum age. Theirs apply on top of ours.';
