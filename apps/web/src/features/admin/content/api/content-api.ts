import type {
  MediaAsset,
  MediaAttachRequest,
  MediaListResponse,
} from '@convoy/domain/contracts/media.schema';
import type { adminReviewListSchema, adminReviewSchema } from '@convoy/domain/contracts/review.schema';
import type { VehiclesForSaleResponse } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { adminRequest } from '../../shell/api/admin-api';

/** The content area's calls under /api/admin: the image library and the reviews. */
export const contentApi = {
  media: () => adminRequest<MediaListResponse>('/media'),

  describeMedia: (id: string, alt: string) =>
    adminRequest<MediaAsset>(`/media/${id}`, { method: 'PATCH', body: { alt } }),

  deleteMedia: (id: string) => adminRequest<void>(`/media/${id}`, { method: 'DELETE' }),

  attachMedia: (id: string, target: MediaAttachRequest) =>
    adminRequest<MediaAsset>(`/media/${id}/attachments`, { method: 'POST', body: target }),

  detachMedia: (id: string, target: MediaAttachRequest) =>
    adminRequest<MediaAsset>(
      `/media/${id}/attachments/${target.targetType}/${encodeURIComponent(target.targetId)}`,
      {
        method: 'DELETE',
      },
    ),

  vehiclesForSale: () => apiRequest<VehiclesForSaleResponse>('/api/vehicles-for-sale'),

  /** Reviews after the trip (decision 047): the list, publishing with consent, a low rating's item resolved. */
  reviews: (followUp: 'open' | 'resolved' | 'any') =>
    adminRequest<z.infer<typeof adminReviewListSchema>>(`/reviews?followUp=${followUp}`),
  publishReview: (id: string, publish: boolean) =>
    adminRequest<z.infer<typeof adminReviewSchema>>(`/reviews/${id}/${publish ? 'publish' : 'unpublish'}`, {
      method: 'POST',
      body: {},
    }),
  resolveReview: (id: string, note: string) =>
    adminRequest<void>(`/reviews/${id}/resolve`, { method: 'POST', body: { note } }),
};
