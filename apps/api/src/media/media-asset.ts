import type { ImageSet, MediaAsset, MediaAttachment } from '@convoy/domain/contracts/media.schema';
import { mediaMimeTypes } from '@convoy/domain/contracts/media.schema';
import type { StoredMediaAsset, StoredOutput } from './media.repository.ts';
import { mediaUrlPrefix } from './media-store.ts';

const urlOf = (output: StoredOutput) => `${mediaUrlPrefix}${output.file}`;

/**
 * The `<picture>` data of an asset as the public pages take it: AVIF, then
 * WebP, each as a srcset of every width, and the fallback as `src` with its
 * own size (only the ratio matters to the layout: the page reserves the box).
 */
export function toImageSet(asset: StoredMediaAsset, alt = asset.alt): ImageSet {
  const sources = (['avif', 'webp'] as const)
    .map((format) => {
      const outputs = asset.outputs
        .filter((o) => o.role === 'source' && o.format === format)
        .sort((a, b) => a.width - b.width);
      return {
        type: mediaMimeTypes[format],
        srcset: outputs.map((o) => `${urlOf(o)} ${o.width}w`).join(', '),
      };
    })
    .filter((s) => s.srcset !== '');
  const fallback = asset.outputs.find((o) => o.role === 'fallback') ?? asset.outputs[0]!;
  return { alt, width: fallback.width, height: fallback.height, sources, src: urlOf(fallback) };
}

export function toApiAsset(asset: StoredMediaAsset, attachments: MediaAttachment[]): MediaAsset {
  return {
    id: asset.id,
    originalName: asset.originalName,
    originalType: asset.originalType,
    originalBytes: asset.originalBytes,
    width: asset.width,
    height: asset.height,
    alt: asset.alt,
    createdAt: new Date(asset.createdAt).toISOString(),
    processingMs: asset.processingMs,
    outputs: asset.outputs.map((o) => ({
      format: o.format,
      role: o.role,
      width: o.width,
      height: o.height,
      bytes: o.bytes,
      url: urlOf(o),
    })),
    attachments,
    imageSet: toImageSet(asset),
  };
}
