import type { DriverLicence } from '@convoy/domain/contracts/driver.schema';
import type {
  DriverSmsOptIn,
  PreArrivalIdentity,
  PreArrivalPage,
  RemoteSignature,
} from '@convoy/domain/contracts/pre-arrival.schema';
import { apiRequest } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload-file';

export type PhotoSide = 'front' | 'back';

/**
 * The calls of the driver's page (apps/api/src/pre-arrival/pre-arrival.routes.ts),
 * each with the link's token in `Authorization: Bearer`, never in a URL, so
 * never in an access log. Each step answers the page as it now stands.
 */
export function driverApi(token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = <T>(path: string, method: 'GET' | 'PUT' | 'POST', body?: unknown) =>
    apiRequest<T>(`/api/driver${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return {
    page: () => call<PreArrivalPage>('', 'GET'),
    identity: (values: PreArrivalIdentity) => call<PreArrivalPage>('/identity', 'PUT', values),
    licence: (values: DriverLicence) => call<PreArrivalPage>('/licence', 'PUT', values),
    photo: (side: PhotoSide, file: File, onProgress: (sent: number, total: number) => void) =>
      uploadFile<PreArrivalPage>(`/api/driver/licence-photos/${side}`, file, onProgress, { headers }),
    safety: (version: string) =>
      call<PreArrivalPage>('/safety-acknowledgement', 'POST', { version, acknowledged: true }),
    textReminders: (values: DriverSmsOptIn) => call<PreArrivalPage>('/sms-opt-in', 'PUT', values),
    sign: (values: RemoteSignature) =>
      call<{ signedAt: string; documentSha256: string }>('/signature', 'POST', values),
  };
}

export type DriverApi = ReturnType<typeof driverApi>;
