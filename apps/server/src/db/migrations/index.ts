import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-support-messages';
import * as m0002 from './0002-users-sessions';
import * as m0003 from './0003-password-resets';
import * as m0004 from './0004-login-history';
import * as m0005 from './0005-help';
import * as m0006 from './0006-chat-reads';
import * as m0007 from './0007-chat-messages';
import * as m0008 from './0008-account-security';
import * as m0009 from './0009-vessels';
import * as m0010 from './0010-friends';
import * as m0011 from './0011-positions';
import * as m0012 from './0012-friend-search';
import * as m0013 from './0013-forum';
import * as m0014 from './0014-forum-search';
import * as m0015 from './0015-passkeys';
import * as m0016 from './0016-help-client-key';
import * as m0017 from './0017-push';
import * as m0018 from './0018-account-activity';
import * as m0019 from './0019-support-sender';
import * as m0020 from './0020-help-created-index';

/** Migrations are listed in code so the bundled server carries them; names sort in run order. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-support-messages': m0001,
  '0002-users-sessions': m0002,
  '0003-password-resets': m0003,
  '0004-login-history': m0004,
  '0005-help': m0005,
  '0006-chat-reads': m0006,
  '0007-chat-messages': m0007,
  '0008-account-security': m0008,
  '0009-vessels': m0009,
  '0010-friends': m0010,
  '0011-positions': m0011,
  '0012-friend-search': m0012,
  '0013-forum': m0013,
  '0014-forum-search': m0014,
  '0015-passkeys': m0015,
  '0016-help-client-key': m0016,
  '0017-push': m0017,
  '0018-account-activity': m0018,
  '0019-support-sender': m0019,
  '0020-help-created-index': m0020,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
