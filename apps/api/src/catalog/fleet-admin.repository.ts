import type { Executor } from '../db/database.ts';

/** The one write the engine's VehicleClassRepository lacks: a class's rates (decision 006). */
export class FleetAdminRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async setRates(
    classId: string,
    rates: { dailyRateCents: number; weeklyRateCents: number; monthlyRateCents: number },
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('vehicle_classes')
      .set({
        daily_rate_cents: rates.dailyRateCents,
        weekly_rate_cents: rates.weeklyRateCents,
        monthly_rate_cents: rates.monthlyRateCents,
      })
      .where('id', '=', classId)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
