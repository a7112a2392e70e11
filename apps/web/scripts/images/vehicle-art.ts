// A relative import, as render-images.ts's: the config loader bundles it.
import type { Locale } from '../../../../packages/domain/src/content/locale.ts';

/**
 * Flat side-view illustrations of the fleet classes, drawn in code so they share
 * one style, one light and the brand colours (we have no photos yet; uploaded
 * photos replace them later, decision 006). Each drawing faces right, wheels on y=0,
 * x from 0 (rear) to its length; `vehicleSvg` places it on a 16:10 scene.
 */
const c = {
  ink: '#0f172a',
  glass: '#1e293b',
  glassLight: '#334155',
  white: '#f8fafc',
  panel: '#e2e8f0',
  brand: '#1e3a8a',
  brandMid: '#1d4ed8',
  accent: '#fbbf24',
  tyre: '#111827',
  hub: '#cbd5e1',
  light: '#fde68a',
  red: '#dc2626',
};

type Part = string;
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

function wheel(x: number, r = 62): Part {
  return [
    `<circle cx="${x}" cy="${-r}" r="${r}" fill="${c.tyre}"/>`,
    `<circle cx="${x}" cy="${-r}" r="${r * 0.55}" fill="${c.hub}"/>`,
    `<circle cx="${x}" cy="${-r}" r="${r * 0.2}" fill="${c.glassLight}"/>`,
  ].join('');
}

/** Wheel arch: a dark well cut into the body above a wheel, down to the sill. */
const arch = (x: number, r = 62) => {
  const R = r + 14;
  return path(`M${x - R} -40 L${x - R} ${-r} A${R} ${R} 0 0 1 ${x + R} ${-r} L${x + R} -40 Z`, c.ink);
};

/** A row of side windows between x0 and x1, from y (top) with height h. */
function windowRow(x0: number, x1: number, y: number, h: number, count: number, fill = c.glass): Part {
  const gap = 14;
  const w = (x1 - x0 - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => rect(x0 + i * (w + gap), y, w, h, fill, 10)).join('');
}

interface Drawing {
  length: number;
  height: number;
  parts: Part[];
}

/** Passenger or cargo van with a front hood (Transit-like). */
function van(o: {
  length: number;
  roof: number;
  body: string;
  stripe?: string;
  windows: number;
  cargo?: boolean;
}): Drawing {
  const { length: L, roof: H } = o;
  const nose = L - 150;
  const body = `M10 -40 L10 ${-H + 30} Q10 ${-H} 40 ${-H} L${nose - 150} ${-H} Q${nose - 120} ${-H} ${nose - 100} ${-H + 30} L${nose} -260 L${L - 20} -230 Q${L} -225 ${L} -200 L${L} -40 Z`;
  const parts = [
    path(body, o.body),
    rect(10, -110, L - 10, 70, c.panel),
    o.stripe ? rect(10, -150, L - 10, 22, o.stripe) : '',
    path(
      `M${nose - 150} ${-H + 40} L${nose - 110} ${-H + 40} L${nose - 30} -270 L${nose - 150} -270 Z`,
      c.glass,
    ),
    o.cargo ? '' : windowRow(60, nose - 180, -H + 50, H - 320, o.windows),
    rect(L - 26, -215, 22, 34, c.light, 6),
    rect(10, -200, 18, 40, c.red, 4),
    arch(190),
    arch(L - 250),
    wheel(190),
    wheel(L - 250),
  ];
  return { length: L, height: H, parts };
}

/** Cutaway bus: a van cab in front of a tall passenger box. */
function cutawayBus(o: {
  length: number;
  roof: number;
  windows: number;
  body: string;
  stripe: string;
  luggage?: boolean;
}): Drawing {
  const { length: L, roof: H } = o;
  const cab = L - 300;
  const parts = [
    rect(10, -H, cab, H - 40, o.body, 26),
    path(
      `M${cab - 10} -40 L${cab - 10} -430 L${cab + 120} -430 L${L - 40} -250 Q${L} -240 ${L} -205 L${L} -40 Z`,
      o.body,
    ),
    rect(10, -120, L - 10, 80, c.panel),
    rect(10, -160, cab, 26, o.stripe),
    windowRow(50, cab - 40, -H + 50, H - 330, o.windows),
    path(`M${cab + 20} -410 L${cab + 110} -410 L${L - 60} -262 L${cab + 20} -262 Z`, c.glass),
    o.luggage ? rect(60, -190, 260, 120, c.panel, 8) : '',
    o.luggage ? rect(70, -180, 240, 100, '#cbd5e1', 6) : '',
    rect(L - 26, -225, 22, 34, c.light, 6),
    rect(10, -210, 18, 44, c.red, 4),
    arch(220, 66),
    arch(L - 210, 66),
    wheel(220, 66),
    wheel(L - 210, 66),
  ];
  return { length: L, height: H, parts };
}

/** Motorcoach-style transit bus with a flat front. */
function coach(): Drawing {
  const L = 1500;
  const H = 600;
  const parts = [
    path(
      `M10 -40 L10 ${-H + 40} Q10 ${-H} 50 ${-H} L${L - 60} ${-H} Q${L} ${-H} ${L} ${-H + 60} L${L} -40 Z`,
      c.white,
    ),
    rect(10, -150, L - 10, 110, c.brand),
    rect(10, -182, L - 10, 20, c.accent),
    windowRow(50, L - 150, -H + 60, 240, 7),
    path(`M${L - 130} ${-H + 50} L${L - 8} ${-H + 50} L${L - 8} -250 L${L - 130} -250 Z`, c.glass),
    windowRow(330, 1050, -140, 80, 3, '#1e40af'),
    rect(L - 22, -120, 18, 40, c.light, 6),
    arch(230, 66),
    arch(L - 290, 66),
    wheel(230, 66),
    wheel(L - 290, 66),
  ];
  return { length: L, height: H, parts };
}

/** Car-like body: minivan or SUV, drawn as one rounded path plus glass. */
function car(o: { length: number; roof: number; body: string; ground: number; suv: boolean }): Drawing {
  const { length: L, roof: H, ground: g } = o;
  const body = o.suv
    ? `M10 ${-g} L10 ${-H + 30} Q10 ${-H} 40 ${-H} L${L - 330} ${-H} L${L - 220} ${-H + 150} L${L - 30} ${-H + 190} Q${L} ${-H + 200} ${L} ${-H + 240} L${L} ${-g} Z`
    : `M10 ${-g} L10 ${-H + 60} Q20 ${-H} 100 ${-H} L${L - 400} ${-H} Q${L - 320} ${-H} ${L - 220} ${-H + 150} L${L - 40} ${-H + 210} Q${L} ${-H + 220} ${L} ${-H + 260} L${L} ${-g} Z`;
  const glassTop = -H + 30;
  const glass = o.suv
    ? `M50 ${glassTop} L${L - 345} ${glassTop} L${L - 250} ${-H + 150} L50 ${-H + 150} Z`
    : `M70 ${glassTop + 10} L${L - 410} ${glassTop} Q${L - 340} ${glassTop} ${L - 250} ${-H + 150} L60 ${-H + 150} Z`;
  const parts = [
    path(body, o.body),
    rect(10, -g - 50, L - 10, 50, c.panel),
    path(glass, c.glass),
    rect(Math.round(L * 0.33), glassTop, 14, 130, o.body),
    rect(Math.round(L * 0.58), glassTop, 14, 130, o.body),
    rect(L - 24, -H + 210, 20, 30, c.light, 6),
    rect(10, -H + 200, 16, 40, c.red, 4),
    arch(200, 58),
    arch(L - 210, 58),
    wheel(200, 58),
    wheel(L - 210, 58),
  ];
  return { length: L, height: H, parts };
}

/** A conventional cab (pickup, flatbed, box truck) at the front of `bedStart`. */
function cab(x: number, L: number, H: number, body: string): Part[] {
  return [
    path(
      `M${x} -40 L${x} ${-H + 20} Q${x} ${-H} ${x + 20} ${-H} L${x + 200} ${-H} L${x + 290} ${-H + 160} L${L - 30} ${-H + 190} Q${L} ${-H + 200} ${L} ${-H + 240} L${L} -40 Z`,
      body,
    ),
    path(
      `M${x + 40} ${-H + 30} L${x + 190} ${-H + 30} L${x + 265} ${-H + 150} L${x + 40} ${-H + 150} Z`,
      c.glass,
    ),
    rect(L - 24, -H + 215, 20, 30, c.light, 6),
  ];
}

function pickup(): Drawing {
  const L = 1150;
  const H = 440;
  const parts = [
    rect(10, -270, 520, 230, c.brandMid, 12),
    rect(10, -270, 520, 24, '#1e40af'),
    ...cab(520, L, H, c.brandMid),
    rect(10, -110, L - 10, 70, c.panel),
    rect(10, -250, 16, 40, c.red, 4),
    arch(230, 62),
    arch(L - 220, 62),
    wheel(230, 62),
    wheel(L - 220, 62),
  ];
  return { length: L, height: H, parts };
}

function flatbed(): Drawing {
  const L = 1300;
  const H = 470;
  const deck = 760;
  const parts = [
    rect(10, -190, deck, 34, c.glassLight, 4),
    ...[40, 250, 460, 690].map((x) => rect(x, -330, 18, 140, c.glassLight, 3)),
    rect(40, -330, 668, 14, c.glassLight, 3),
    rect(40, -270, 668, 10, c.glassLight, 3),
    rect(deck - 30, -400, 22, 210, c.ink, 3),
    ...cab(deck, L, H, c.white),
    rect(deck, -110, L - deck, 70, c.panel),
    rect(10, -156, L - 10, 40, c.ink),
    rect(10, -152, 16, 30, c.red, 4),
    arch(260, 66),
    arch(L - 220, 66),
    wheel(260, 66),
    wheel(L - 220, 66),
  ];
  return { length: L, height: H, parts };
}

function boxTruck(): Drawing {
  const L = 1400;
  const H = 640;
  const box = 900;
  const parts = [
    rect(10, -H, box, H - 150, c.white, 12),
    rect(10, -H, box, 40, c.panel, 12),
    rect(10, -220, box, 26, c.brand),
    rect(10, -194, box, 14, c.accent),
    ...cab(box + 20, L, 470, c.white),
    rect(box + 20, -110, L - box - 20, 70, c.panel),
    rect(10, -150, box + 10, 40, c.ink),
    rect(10, -146, 16, 30, c.red, 4),
    arch(250, 64),
    arch(L - 220, 64),
    wheel(250, 64),
    wheel(L - 220, 64),
  ];
  return { length: L, height: H, parts };
}

export interface VehicleArt {
  /** Image key: the fleet class id. */
  key: string;
  /**
   * Describes the drawing, not the vehicle class in general: in each language of the site
   * (decision 048), the build's own going into the image manifest (render-images.ts).
   */
  alt: Record<Locale, string>;
  draw(): Drawing;
}

export const vehicleArt: readonly VehicleArt[] = [
  {
    key: '9-passenger-conversion-van',
    alt: {
      en: 'Illustration: a dark blue conversion van with tinted windows, seen from the side.',
      es: 'Ilustración: una van de conversión azul oscuro con ventanas polarizadas, vista de lado.',
    },
    draw: () => van({ length: 1200, roof: 470, body: c.brand, stripe: c.accent, windows: 3 }),
  },
  {
    key: '12-passenger-van',
    alt: {
      en: 'Illustration: a white high-roof 12 passenger van with four side windows, seen from the side.',
      es: 'Ilustración: una van blanca de techo alto para 12 pasajeros con cuatro ventanas laterales, vista de lado.',
    },
    draw: () => van({ length: 1250, roof: 540, body: c.white, stripe: c.brandMid, windows: 4 }),
  },
  {
    key: '15-passenger-van',
    alt: {
      en: 'Illustration: a long white high-roof 15 passenger van with five side windows, seen from the side.',
      es: 'Ilustración: una van blanca larga de techo alto para 15 pasajeros con cinco ventanas laterales, vista de lado.',
    },
    draw: () => van({ length: 1400, roof: 540, body: c.white, stripe: c.brand, windows: 5 }),
  },
  {
    key: '15-passenger-activity-bus',
    alt: {
      en: 'Illustration: a white 15 passenger activity bus with an amber stripe, seen from the side.',
      es: 'Ilustración: un autobús de actividades blanco para 15 pasajeros con una franja ámbar, visto de lado.',
    },
    draw: () => cutawayBus({ length: 1300, roof: 620, windows: 4, body: c.white, stripe: c.accent }),
  },
  {
    key: '15-passenger-comfort-bus',
    alt: {
      en: 'Illustration: a white 15 passenger shuttle bus with a blue stripe and a rear luggage door, seen from the side.',
      es: 'Ilustración: un autobús de traslado blanco para 15 pasajeros con una franja azul y una puerta trasera para equipaje, visto de lado.',
    },
    draw: () =>
      cutawayBus({ length: 1300, roof: 620, windows: 4, body: c.white, stripe: c.brandMid, luggage: true }),
  },
  {
    key: '25-passenger-bus',
    alt: {
      en: 'Illustration: a white 25 passenger shuttle bus with a blue stripe and five side windows, seen from the side.',
      es: 'Ilustración: un autobús de traslado blanco para 25 pasajeros con una franja azul y cinco ventanas laterales, visto de lado.',
    },
    draw: () =>
      cutawayBus({ length: 1420, roof: 640, windows: 5, body: c.white, stripe: c.brand, luggage: true }),
  },
  {
    key: '33-passenger-bus',
    alt: {
      en: 'Illustration: a long white 33 passenger bus with a blue stripe and six side windows, seen from the side.',
      es: 'Ilustración: un autobús blanco largo para 33 pasajeros con una franja azul y seis ventanas laterales, visto de lado.',
    },
    draw: () =>
      cutawayBus({ length: 1560, roof: 660, windows: 6, body: c.white, stripe: c.brand, luggage: true }),
  },
  {
    key: '44-passenger-bus',
    alt: {
      en: 'Illustration: a large white 44 passenger coach bus with a blue and amber lower band, seen from the side.',
      es: 'Ilustración: un autobús de turismo grande y blanco para 44 pasajeros con una banda inferior azul y ámbar, visto de lado.',
    },
    draw: coach,
  },
  {
    key: 'minivan',
    alt: {
      en: 'Illustration: a blue minivan with a sliding side door, seen from the side.',
      es: 'Ilustración: una minivan azul con puerta lateral corrediza, vista de lado.',
    },
    draw: () => car({ length: 1000, roof: 400, body: c.brandMid, ground: 40, suv: false }),
  },
  {
    key: 'suvs',
    alt: {
      en: 'Illustration: a dark blue full-size SUV, seen from the side.',
      es: 'Ilustración: una SUV grande azul oscuro, vista de lado.',
    },
    draw: () => car({ length: 1080, roof: 430, body: c.brand, ground: 40, suv: true }),
  },
  {
    key: 'trucks',
    alt: {
      en: 'Illustration: a blue crew-cab pickup truck with an open bed, seen from the side.',
      es: 'Ilustración: una camioneta pickup azul de cabina doble con la caja descubierta, vista de lado.',
    },
    draw: pickup,
  },
  {
    key: 'flatbed-truck',
    alt: {
      en: 'Illustration: a white flatbed truck with stake sides on its deck, seen from the side.',
      es: 'Ilustración: un camión de plataforma blanco con barandas en la plataforma, visto de lado.',
    },
    draw: flatbed,
  },
  {
    key: 'cargo-van-box-truck',
    alt: {
      en: 'Illustration: a white box truck with a blue and amber stripe along the box, seen from the side.',
      es: 'Ilustración: un camión de caja blanco con una franja azul y ámbar a lo largo de la caja, visto de lado.',
    },
    draw: boxTruck,
  },
];

/** The drawing on a 1600 × 1000 scene: sky, road and a soft shadow, the vehicle centred and scaled to fit. */
export function vehicleSvg(art: VehicleArt, size = { width: 1600, height: 1000 }): string {
  const { width: W, height: Hs } = size;
  const d = art.draw();
  const ground = Hs * 0.82;
  const scale = Math.min((W * 0.84) / d.length, (Hs * 0.62) / d.height);
  const x = (W - d.length * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${Hs}" width="${W}" height="${Hs}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#eff6ff"/></linearGradient></defs>
<rect width="${W}" height="${Hs}" fill="url(#sky)"/>
<rect y="${ground}" width="${W}" height="${Hs - ground}" fill="#cbd5e1"/>
<rect y="${ground + (Hs - ground) / 2 - 4}" width="${W}" height="8" fill="#f8fafc" opacity="0.7"/>
<ellipse cx="${W / 2}" cy="${ground + 4}" rx="${(d.length * scale) / 2 + 30}" ry="18" fill="#0f172a" opacity="0.18"/>
<g transform="translate(${x.toFixed(1)} ${ground}) scale(${scale.toFixed(4)})">${d.parts.join('')}</g>
</svg>`;
}
