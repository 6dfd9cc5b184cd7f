import { LIMITS } from '@havhjaelp/common/limits';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../jobs/run-every';
import type { AisFeature } from './ais-feature';
import { aisRoutes } from './routes';

/** The stream and status routes, and the feature's life: started when ready, stopped on close. */
export async function registerAis(
  app: FastifyInstance,
  ais: AisFeature,
  publicUrl: string,
): Promise<void> {
  await app.register(aisRoutes, { ais, publicUrl });
  app.addHook('onReady', async () => ais.start());
  app.addHook('onClose', async () => ais.stop());
  runEvery(app, 'ais-cleanup', LIMITS.aisCleanupMs, async () => ({ expired: ais.cleanup() }));
}
