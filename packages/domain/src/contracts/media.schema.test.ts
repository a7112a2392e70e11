import { describe, expect, it } from 'vitest';
import {
  type ImageSet,
  imageSetSchema,
  mediaAttachSchema,
  pictureSnippet,
  savingPercent,
} from './media.schema.ts';

const image: ImageSet = {
  alt: 'A "15 passenger" van <front>',
  width: 1440,
  height: 960,
  sources: [
    { type: 'image/avif', srcset: '/media/van-480w-a.avif 480w, /media/van-960w-b.avif 960w' },
    { type: 'image/webp', srcset: '/media/van-480w-c.webp 480w, /media/van-960w-d.webp 960w' },
  ],
  src: '/media/van-1440w-e.jpg',
};

describe('pictureSnippet', () => {
  it('writes a <picture> with AVIF then WebP sources and a sized, lazy fallback, attributes escaped', () => {
    expect(pictureSnippet(image, '50vw')).toBe(
      [
        '<picture>',
        '  <source type="image/avif" srcset="/media/van-480w-a.avif 480w, /media/van-960w-b.avif 960w" sizes="50vw">',
        '  <source type="image/webp" srcset="/media/van-480w-c.webp 480w, /media/van-960w-d.webp 960w" sizes="50vw">',
        '  <img src="/media/van-1440w-e.jpg" alt="A &quot;15 passenger&quot; van &lt;front&gt;" width="1440" height="960" loading="lazy" decoding="async">',
        '</picture>',
      ].join('\n'),
    );
    expect(imageSetSchema.parse(image)).toEqual(image);
  });
});

describe('savingPercent', () => {
  it('is the whole percent saved, toward zero, negative when the output is larger', () => {
    expect(savingPercent(1000, 150)).toBe(85);
    expect(savingPercent(2_400_000, 3_000)).toBe(99);
    expect(savingPercent(1000, 1200)).toBe(-20);
    expect(savingPercent(0, 10)).toBe(0);
  });
});

describe('mediaAttachSchema', () => {
  it('takes a vehicle class or a vehicle for sale, nothing else', () => {
    expect(mediaAttachSchema.parse({ targetType: 'vehicle-class', targetId: ' minivan ' })).toEqual({
      targetType: 'vehicle-class',
      targetId: 'minivan',
    });
    expect(mediaAttachSchema.safeParse({ targetType: 'page', targetId: 'x' }).error?.issues[0]?.message).toBe(
      'Choose a vehicle class or a vehicle for sale.',
    );
  });
});
