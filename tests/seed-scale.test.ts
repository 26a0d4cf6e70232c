import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount } from "../src/server/auth/accounts.ts";
import { seedScale, SCALE_EMAIL_DOMAIN, type TScaleOptions } from "../src/server/db/seed-scale.ts";
import type { TCreateSeedUser } from "../src/server/db/seed.ts";
import { SCALE_PLACES } from "../src/server/db/seed-data/scale-places.ts";
import type { TJobSummary } from "../src/shared/schemas/jobs.ts";
import { excessRows, independentSummary, servicesOffCount } from "./setup/job-stats-fixtures.ts";
import { createTestApp, PASSWORD, type TTestApp } from "./setup/test-app.ts";

// Scale and speed (decision 0048): the scale seed, run small. It loads with the
// counter triggers paused and rebuilds the counters, so the cards must be exact after it.
let t: TTestApp;
let admin: string;
let createUser: TCreateSeedUser;
const JOBS = 2_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("admin")).cookie;
  createUser = (input) => createVerifiedAccount(t.app.auth, t.database.db, { email: input.email, password: PASSWORD, name: input.name, role: input.role });
  await t.database.pool.query(`insert into services (name, category) values ('AC Tune-Up', 'HVAC'), ('Plumbing Repair', 'Plumbing')`);
});
afterAll(() => t.close());

const options = (): TScaleOptions => ({ jobs: JOBS, customers: 300, technicians: 4, batchSize: 700, createUser });
const summary = async (): Promise<TJobSummary> => (await t.request({ method: "GET", url: "/api/admin/jobs/summary", cookie: admin })).json();

describe("npm run seed:scale, small", () => {
  it("loads the jobs, customers and technicians asked for, with exact counters", async () => {
    const result = await seedScale(t.database, options());
    expect(result).toMatchObject({ jobs: JOBS, customers: 300, technicians: 4 });
    const { rows } = await t.database.pool.query(
      `select (select count(*)::int from jobs) as jobs, (select count(*)::int from customers where email like $1) as customers,
        (select count(*)::int from technicians t join profiles p on p.id = t.profile_id where p.email like 'tech-scale-%') as technicians`,
      [`%@${SCALE_EMAIL_DOMAIN}`],
    );
    expect(rows[0]).toEqual({ jobs: JOBS, customers: 300, technicians: 4 });
    expect(await summary()).toEqual(await independentSummary(t.database.pool));
    expect(await servicesOffCount(t.database.pool)).toEqual([]);
  });

  it("spreads the jobs like a real business: three years, old ones done, future ones to do", async () => {
    const { rows } = await t.database.pool.query(
      `select
        count(*) filter (where scheduled_date < current_date - 30 and status not in ('completed', 'cancelled', 'on_hold'))::int as old_open,
        count(*) filter (where scheduled_date > current_date + 1 and status not in ('pending', 'scheduled', 'on_hold'))::int as future_done,
        count(*) filter (where status = 'completed')::int as completed,
        count(distinct status)::int as statuses, count(distinct priority)::int as priorities,
        min(created_at) > now() - interval '3 years 1 day' as within_three_years, min(created_at) < now() - interval '2 years' as spans_years,
        count(*) filter (where status = 'completed' and (completed_at is null or started_at is null))::int as completed_without_times,
        count(*) filter (where status in ('scheduled', 'in_progress', 'completed') and technician_id is null)::int as unassigned_work,
        count(*) filter (where service_id is not null)::int as linked,
        count(*) filter (where total_amount < 0 or estimated_hours <= 0)::int as bad_amounts
      from jobs`,
    );
    expect(rows[0]).toMatchObject({
      old_open: 0,
      future_done: 0,
      statuses: 6,
      priorities: 3,
      within_three_years: true,
      spans_years: true,
      completed_without_times: 0,
      unassigned_work: 0,
      bad_amounts: 0,
    });
    expect(rows[0].completed).toBeGreaterThan(JOBS / 2);
    expect(rows[0].linked).toBeGreaterThan(0);
  });

  it("places jobs in Central Florida cities at their real ZIP codes, and a few nowhere the map knows", async () => {
    const known = new Map(SCALE_PLACES.map((place) => [place.city, new Set(place.zips)]));
    const { rows } = await t.database.pool.query<{ city: string; zip: string; n: number }>(
      `select service_city as city, service_zip as zip, count(*)::int as n from jobs group by 1, 2`,
    );
    const unplaced = rows.filter((row) => !known.get(row.city)?.has(row.zip));
    for (const row of unplaced) expect(row.zip, `${row.city} ${row.zip}`).toBe("");
    expect(unplaced.reduce((sum, row) => sum + row.n, 0)).toBe(JOBS / 1000);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThan(15);
  });

  it("refuses to load twice, and replaces the data set when asked, counters still exact", async () => {
    await expect(seedScale(t.database, options())).rejects.toThrow(/already loaded/);
    await seedScale(t.database, { ...options(), jobs: 1_500, replace: true });
    expect((await summary()).total).toBe(1_500);
    expect(await summary()).toEqual(await independentSummary(t.database.pool));
    expect(await servicesOffCount(t.database.pool)).toEqual([]);
    expect(await excessRows(t.database.pool)).toBe(0);
  });
});
