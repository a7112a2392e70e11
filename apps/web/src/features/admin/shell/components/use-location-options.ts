import { useQuery } from '@tanstack/react-query';
import { adminCopy } from '../admin-copy';
import { adminApi } from '../api/admin-api';

/** The locations as filter choices, "All locations" first. */
export function useLocationOptions() {
  const locations = useQuery({ queryKey: ['locations'], queryFn: adminApi.locations });
  return [
    { value: '', label: adminCopy.filters.allLocations },
    ...(locations.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name })),
  ];
}
