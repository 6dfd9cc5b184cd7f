import type { FastifyInstance } from 'fastify';
import type { Leases } from '../cluster/leases';
import type { Job } from '../feature';

/**
 * How long one run holds a job's lease: a little under the interval, so the lease is free again
 * by the time any instance's timer fires an interval later, and one run per interval is all the
 * cluster makes however the instances' timers lie against each other.
 */
const jobLeaseMs = (intervalMs: number): number => Math.max(1, Math.floor(intervalMs * 0.9));

/**
 * Runs `job` once the server is ready and then every `everyMs`, never two at once. Every instance
 * keeps its timer, but unless the job works on the instance's own memory or connections
 * (`everyInstance`), a tick runs it only in the instance that takes the lease `job:<name>`, which
 * is kept after the run: at most one run per interval across the cluster, and when its holder
 * dies another instance runs it at its next tick. A failing run is logged and the schedule goes
 * on; the timer stops when the server closes.
 */
/** A feature's job as the app schedules it, given what it runs with. */
export type ScheduledJob = Omit<Job, 'run'> & { run(): Promise<unknown> };

export function runEvery(app: FastifyInstance, job: ScheduledJob, leases: Leases): void {
  const { name, everyMs } = job;
  const ours = async (): Promise<boolean> => {
    if (job.everyInstance) return true;
    if (await leases.acquire(`job:${name}`, jobLeaseMs(everyMs))) return true;
    app.log.debug({ job: name }, 'job left to the instance holding its lease');
    return false;
  };
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      if (!(await ours())) return;
      app.log.info({ job: name, result: await job.run() }, 'job finished');
    })()
      .catch((err: unknown) => app.log.error({ err, job: name }, 'job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
