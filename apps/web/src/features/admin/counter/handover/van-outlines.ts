import type { DamageMark } from '@convoy/domain/contracts/counter.schema';

type DamageView = DamageMark['view'];

/** Every view is drawn in this box; a mark's x,y (0–1) is a point of it. */
export const diagramWidth = 200;
export const diagramHeight = 100;

/**
 * A plain van outline for each side the damage diagram shows (SVG path data
 * in the 200 × 100 box): the body, then its windows, wheels and lights. The
 * left side faces left; the right side is the left one mirrored.
 */
const side = [
  'M18 78 L18 44 Q20 38 26 34 L48 16 Q52 14 58 14 L184 14 Q190 14 190 20 L190 78 Z',
  'M30 40 L50 22 L64 22 L64 40 Z',
  'M72 22 L104 22 L104 40 L72 40 Z M112 22 L144 22 L144 40 L112 40 Z M152 22 L182 22 L182 40 L152 40 Z',
  'M36 80 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 Z M146 80 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 Z',
];

export const vanOutlines: Record<DamageView, { paths: readonly string[]; mirrored?: boolean }> = {
  left: { paths: side },
  right: { paths: side, mirrored: true },
  front: {
    paths: [
      'M56 86 L56 30 Q56 12 74 12 L126 12 Q144 12 144 30 L144 86 Z',
      'M64 22 L136 22 L132 48 L68 48 Z',
      'M62 62 L76 62 L76 70 L62 70 Z M124 62 L138 62 L138 70 L124 70 Z',
      'M84 60 L116 60 L116 74 L84 74 Z',
      'M58 86 L58 96 L72 96 L72 86 Z M128 86 L128 96 L142 96 L142 86 Z',
    ],
  },
  back: {
    paths: [
      'M56 86 L56 24 Q56 12 70 12 L130 12 Q144 12 144 24 L144 86 Z',
      'M100 14 L100 84',
      'M64 22 L94 22 L94 46 L64 46 Z M106 22 L136 22 L136 46 L106 46 Z',
      'M60 60 L68 60 L68 74 L60 74 Z M132 60 L140 60 L140 74 L132 74 Z',
      'M58 86 L58 96 L72 96 L72 86 Z M128 86 L128 96 L142 96 L142 86 Z',
    ],
  },
  top: {
    paths: [
      'M14 28 Q14 14 30 14 L184 14 Q192 14 192 22 L192 78 Q192 86 184 86 L30 86 Q14 86 14 72 Z',
      'M30 18 Q24 50 30 82 L44 82 Q40 50 44 18 Z',
      'M60 22 L180 22 L180 78 L60 78 Z',
    ],
  },
};
