import type { AdminFleet, FleetClassUpdate } from '@convoy/domain/contracts/admin-fleet.schema';
import type {
  DeliveryDrivers,
  DeliveryDriversResponse,
} from '@convoy/domain/contracts/delivery-drivers.schema';
import type { DriverRulesResponse, DriverRuleUpdate } from '@convoy/domain/contracts/driver.schema';
import type {
  MaintenanceBlock,
  MaintenanceRequest,
  Unit,
  UnitCreate,
  UnitList,
  UnitUpdate,
} from '@convoy/domain/contracts/fleet-unit.schema';
import type {
  DueSoonList,
  Program,
  ProgramList,
  ProgramRequest,
  ServiceSlot,
} from '@convoy/domain/contracts/maintenance.schema';
import type {
  Relocation,
  RelocationCreate,
  RelocationList,
  RelocationOutlook,
  RelocationUpdate,
} from '@convoy/domain/contracts/relocation.schema';
import { adminRequest, type Params, queryString } from '../../shell/api/admin-api';

/**
 * The fleet area's calls under /api/admin: classes' rates and counts, units and their maintenance, driver rules,
 * relocations and each location's delivery drivers.
 */
export const fleetApi = {
  driverRules: () => adminRequest<DriverRulesResponse>('/driver-rules'),

  saveDriverRule: (classId: string, rule: DriverRuleUpdate) =>
    adminRequest<DriverRulesResponse>(`/driver-rules/${encodeURIComponent(classId)}`, {
      method: 'PUT',
      body: rule,
    }),

  saveFleetClass: (classId: string, change: FleetClassUpdate) =>
    adminRequest<AdminFleet>(`/fleet/${encodeURIComponent(classId)}`, { method: 'PUT', body: change }),

  /** The fleet's units (decision 015), filtered by location, class and status; answered whole, not paged. */
  units: (params: Params) => adminRequest<UnitList>(`/units${queryString(params)}`),

  addUnit: (unit: UnitCreate) => adminRequest<Unit>('/units', { body: unit }),

  /** Refused (409 `unit_needed`, the bookings named) when moving or retiring it leaves bookings short. */
  changeUnit: (id: string, change: UnitUpdate) =>
    adminRequest<Unit>(`/units/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),

  bookMaintenance: (id: string, block: MaintenanceRequest) =>
    adminRequest<MaintenanceBlock>(`/units/${encodeURIComponent(id)}/maintenance`, { body: block }),

  removeMaintenance: (id: string, blockId: string) =>
    adminRequest<void>(`/units/${encodeURIComponent(id)}/maintenance/${encodeURIComponent(blockId)}`, {
      method: 'DELETE',
    }),

  /** Each class's maintenance program (decision 033); a class without one is not listed. */
  programs: () => adminRequest<ProgramList>('/maintenance/programs'),

  /** Sets a class's maintenance program; the units' next service follows at their next record. */
  saveProgram: (classId: string, program: ProgramRequest) =>
    adminRequest<Program>(`/maintenance/programs/${encodeURIComponent(classId)}`, {
      method: 'PUT',
      body: program,
    }),

  /** A location's units overdue or due for service soon, the most urgent first, with free times (decision 033). */
  serviceDue: (locationId: string) =>
    adminRequest<DueSoonList>(`/maintenance/due${queryString({ locationId })}`),

  /** Books a unit's service at a free time; refused (409 `unit_needed`, …) as any maintenance is. */
  bookService: (id: string, slot: ServiceSlot) =>
    adminRequest<MaintenanceBlock>(`/maintenance/units/${encodeURIComponent(id)}/service`, { body: slot }),

  /** The next 30 days of a class at every location, and the transfers suggested (decision 031). */
  relocationOutlook: (classId: string) =>
    adminRequest<RelocationOutlook>(`/relocations/outlook${queryString({ classId })}`),

  /** The relocations still scheduled, soonest leaving first. */
  scheduledRelocations: () => adminRequest<RelocationList>('/relocations?status=scheduled'),

  /** Schedules a transfer by staff; refused (409 `unit_needed`, …) with the reason on its field. */
  scheduleRelocation: (relocation: RelocationCreate) =>
    adminRequest<Relocation>('/relocations', { body: relocation }),

  /** Changes its times, destination or driver (the vehicle and origin stay). */
  changeRelocation: (id: string, change: RelocationUpdate) =>
    adminRequest<Relocation>(`/relocations/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),

  /** Refused (409 `arrival_needed`) while the destination relies on it. */
  cancelRelocation: (id: string) =>
    adminRequest<Relocation>(`/relocations/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),

  markRelocationDone: (id: string) =>
    adminRequest<Relocation>(`/relocations/${encodeURIComponent(id)}/done`, { method: 'POST' }),

  /** A location's staff drivers for deliveries and collections (decision 030): the demo number until saved. */
  deliveryDrivers: (locationId: string) =>
    adminRequest<DeliveryDriversResponse>(`/delivery-drivers/${encodeURIComponent(locationId)}`),

  saveDeliveryDrivers: (locationId: string, schedule: DeliveryDrivers) =>
    adminRequest<DeliveryDriversResponse>(`/delivery-drivers/${encodeURIComponent(locationId)}`, {
      method: 'PUT',
      body: schedule,
    }),
};
