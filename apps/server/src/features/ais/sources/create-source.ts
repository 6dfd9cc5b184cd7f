import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { OffSource } from './off-source';
import type { AisSource } from './source';

/** The source AIS_SOURCE names. */
export function createAisSource(
  config: Pick<Config, 'aisSource' | 'aisstreamApiKey'>,
  log: FastifyBaseLogger,
): AisSource {
  void log;
  switch (config.aisSource) {
    default:
      return new OffSource();
  }
}
