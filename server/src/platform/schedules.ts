import type { FastifyBaseLogger } from 'fastify';
import type { BuiltSchedule } from './module.ts';

/** Starts every schedule on this server (a failed run is logged, the next one still comes); answers how to stop them. */
export function startSchedules(schedules: readonly BuiltSchedule[], log: FastifyBaseLogger): { stop(): void } {
  const timers: NodeJS.Timeout[] = [];
  for (const schedule of schedules) {
    const run = () => void schedule.run().catch((error) => log.error({ err: error, schedule: schedule.name }, 'scheduled work failed'));
    if (schedule.atStart) run();
    const timer = setInterval(run, schedule.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}
