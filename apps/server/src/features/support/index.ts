import { supportContract } from '@havhjaelp/common/contracts/support';
import type { Feature, FeaturePlug } from '../../feature';
import { supportExport } from './export';
import { deleteMessagesBy, holdSender } from './repository';
import { supportRoutes } from './routes';
import type { SupportDeps } from './service';

export function supportFeature(deps: Omit<SupportDeps, 'log'>): Feature {
  return {
    name: 'support',
    contract: supportContract,
    routes: async (app) => {
      supportRoutes(app, deps);
    },
    account: {
      // What a member sent logged in goes with the account; what was sent logged out names nobody.
      async onDelete(trx, user) {
        await holdSender(trx, user.id);
        await deleteMessagesBy(trx, user.id);
        return undefined;
      },
      export: (db, userId) => supportExport(db, userId),
    },
  };
}

export const supportPlug: FeaturePlug = ({ db, mailer, config, now }) =>
  supportFeature({ db, mailer, supportEmail: config.supportEmail, now });
