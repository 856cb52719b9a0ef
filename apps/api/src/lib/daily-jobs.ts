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
