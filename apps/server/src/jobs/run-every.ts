import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the server is ready and then every `intervalMs`, never two at once.
 * A failing run is logged and the schedule goes on; the timer stops when the server closes.
 */
export function runEvery(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .then((result) => app.log.info({ job: name, result }, 'job finished'))
      .catch((err: unknown) => app.log.error({ err, job: name }, 'job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
