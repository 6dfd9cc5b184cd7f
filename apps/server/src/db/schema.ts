import type { AuthTables } from '../features/auth/tables';
import type { ChatsTables } from '../features/chats/tables';
import type { ForumTables } from '../features/forum/tables';
import type { FriendsTables } from '../features/friends/tables';
import type { HelpTables } from '../features/help/tables';
import type { PasskeysTables } from '../features/passkeys/tables';
import type { PositionsTables } from '../features/positions/tables';
import type { PushTables } from '../features/push/tables';
import type { SupportTables } from '../features/support/tables';
import type { VesselsTables } from '../features/vessels/tables';
import type { IdentityTables } from '../identity/tables';

/**
 * Table types for Kysely, each feature's beside it and composed here as Kysely's example composes
 * them. Ids are UUID text and times ISO-8601 UTC text, so the same SQL runs on SQLite and
 * PostgreSQL.
 */
export interface Database
  extends
    IdentityTables,
    AuthTables,
    HelpTables,
    ChatsTables,
    VesselsTables,
    SupportTables,
    FriendsTables,
    PositionsTables,
    ForumTables,
    PasskeysTables,
    PushTables {}
