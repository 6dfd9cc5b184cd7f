import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { AisstreamSource } from './aisstream-source';
import { NmeaTcpSource } from './nmea-tcp-source';
import { NmeaUdpSource } from './nmea-udp-source';
import { OffSource } from './off-source';
import { ReplaySource } from './replay/replay-source';
import type { AisSource } from './source';

/** The source AIS_SOURCE names (config.ts has checked its form). */
export function createAisSource(
  config: Pick<Config, 'aisSource' | 'aisstreamApiKey'>,
  log: FastifyBaseLogger,
): AisSource {
  const source = config.aisSource;
  const nmea = /^nmea-(tcp|udp):\/\/(.+):(\d+)$/.exec(source);
  if (nmea) {
    const endpoint = { host: nmea[2]!, port: Number(nmea[3]), log };
    return nmea[1] === 'tcp' ? new NmeaTcpSource(endpoint) : new NmeaUdpSource(endpoint);
  }
  if (source === 'replay') return new ReplaySource();
  if (source === 'aisstream') return new AisstreamSource({ apiKey: config.aisstreamApiKey!, log });
  return new OffSource();
}
