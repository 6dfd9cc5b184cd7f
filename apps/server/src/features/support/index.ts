import { supportContract } from '@havhjaelp/common/contracts/support';
import type { Feature, FeaturePlug } from '../../feature';
import { supportRoutes } from './routes';
import type { SupportDeps } from './service';

export function supportFeature(deps: Omit<SupportDeps, 'log'>): Feature {
  return {
    name: 'support',
    contract: supportContract,
    routes: async (app) => {
      supportRoutes(app, deps);
    },
  };
}

export const supportPlug: FeaturePlug = ({ db, mailer, config, now }) =>
  supportFeature({ db, mailer, supportEmail: config.supportEmail, now });
