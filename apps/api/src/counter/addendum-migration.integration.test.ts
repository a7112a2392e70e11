import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { migrateTo, migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';

describeEachDialect('migration 0037 (the check-out addendum) on $name', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('keeps every signed agreement as it was, and takes an addendum only whole, without a signature', async () => {
    await migrateTo(t.db, '0036-driver-pre-arrival');
    await seedDemoData(t.db);
    for (const [id, code] of [
      ['r1', 'CNV-OLD'],
      ['r2', 'CNV-NEW'],
    ]) {
      await sql`insert into reservations (id, code, status, rental_type, location_id, class_id, vehicle_name, timezone,
        quantity, pickup_date, pickup_time, return_date, return_time, pickup_at, return_at, renter_age, first_name,
        last_name, email, phone, subtotal_cents, pricing, created_at)
        values (${id}, ${code}, 'confirmed', 'daily', 'denver', 'minivan', 'Minivan', 'America/Denver', 1,
        '2026-07-06', '09:00', '2026-07-08', '10:30', 1, 2, 30, 'A', 'B', 'a@example.com', '1', 86600,
        '{}', 0)`.execute(t.db);
    }
    const png = Buffer.from('drawn signature');
    const pdf = Buffer.from('%PDF-1.3 agreement');
    await t.db
      .insertInto('rental_agreements')
      .values({
        reservation_id: 'r1',
        signer_name: 'Ana Ruiz',
        signed_at: 7,
        witnessed_by: 'ops@rent.test',
        signature: png,
        pdf,
        emailed_to: 'a@example.com',
      } as never)
      .execute();

    await migrateToLatest(t.db);
    const kept = await t.db.selectFrom('rental_agreements').selectAll().executeTakeFirstOrThrow();
    expect({
      ...kept,
      signed_at: Number(kept.signed_at),
      signature: Buffer.from(kept.signature!),
      pdf: Buffer.from(kept.pdf),
    }).toEqual({
      reservation_id: 'r1',
      kind: 'signed',
      signer_name: 'Ana Ruiz',
      signed_at: 7,
      witnessed_by: 'ops@rent.test',
      signature: png,
      pdf,
      emailed_to: 'a@example.com',
      text_version: null,
      document_sha256: null,
    });
    const addendum = {
      reservation_id: 'r2',
      kind: 'addendum' as const,
      signer_name: 'Ana Ruiz',
      signed_at: 8,
      witnessed_by: 'ops@rent.test',
      signature: null,
      pdf,
      emailed_to: 'a@example.com',
      text_version: '2026-11-addendum-1',
      document_sha256: 'a'.repeat(64),
    };
    // Neither half: an addendum with a drawn signature, one without its hash, nor a signed one without a signature.
    for (const half of [{ signature: png }, { document_sha256: null }, { kind: 'signed' as const }]) {
      await expect(
        t.db
          .insertInto('rental_agreements')
          .values({ ...addendum, ...half })
          .execute(),
      ).rejects.toThrow();
    }
    await t.db.insertInto('rental_agreements').values(addendum).execute();
    expect(
      await t.db.selectFrom('rental_agreements').select('kind').orderBy('reservation_id').execute(),
    ).toEqual([{ kind: 'signed' }, { kind: 'addendum' }]);
  });
});
