import { publicConfigContract } from '@havhjaelp/common/contracts/public-config';
import type { PublicConfig } from '@havhjaelp/common/public-config';
import type { Feature, FeaturePlug } from '../../feature';
import { publicConfigRoutes } from './routes';

export function publicConfigFeature(publicConfig: PublicConfig): Feature {
  return {
    name: 'public-config',
    contract: publicConfigContract,
    routes: async (app) => {
      publicConfigRoutes(app, publicConfig);
    },
  };
}

export const publicConfigPlug: FeaturePlug = ({ config }) =>
  publicConfigFeature({
    emergencyPhone: config.emergencyPhone,
    supportEmail: config.supportEmail,
    privacyEmail: config.privacyEmail,
    mqttTopicRoot: config.mqttTopicRoot,
  });
