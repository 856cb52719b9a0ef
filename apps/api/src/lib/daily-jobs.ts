import type { Db, Tx } from '../db/client';
import { scheduledRuns } from '../db/schema';
import { madridToday } from './dates';

/**
 * A day's work in one transaction with the day's row of the job in `trabajos_programados`: a second run,
 * here or on another instance, finds the row taken and gets null, so the work is done once a day.
 */
export async function onceADay<R>(
  db: Db,
  name: string,
  now: Date,
  work: (tx: Tx, today: string) => Promise<R>,
): Promise<R | null> {
  const today = madridToday(now);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(scheduledRuns)
      .values({ nombre: name, dia: today })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return null;
    return work(tx, today);
  });
}

/**
 * Jobs that must run once a day whatever the number of instances (each claims its day in
 * `trabajos_programados`): tried at start and then every hour, so a day missed while stopped is caught up.
 */
export function scheduleDailyJobs(
  jobs: { name: string; run: () => Promise<unknown> }[],
  log: (msg: string, err?: unknown) => void,
) {
  const tick = () => {
    for (const job of jobs)
      job.run().then(
        (done) => {
          if (done) log(`${job.name}: ${Array.isArray(done) ? done.length : done}`);
        },
        (err) => log(`${job.name}: fallido`, err),
      );
  };
  tick();
  const timer = setInterval(tick, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
