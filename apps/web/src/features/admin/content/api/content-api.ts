import type {
  MediaAsset,
  MediaAttachRequest,
  MediaListResponse,
} from '@convoy/domain/contracts/media.schema';
import type { VehiclesForSaleResponse } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import { apiRequest } from '../../../../lib/api-client';
import { adminRequest } from '../../shell/api/admin-api';

/** The content area's calls under /api/admin: the image library. */
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
};
