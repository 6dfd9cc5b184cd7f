/** Table types for Kysely. Ids are UUID text and times ISO-8601 UTC text, so the same SQL runs on SQLite and PostgreSQL. */
export interface SupportMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
  /** The member who sent it logged in; null when sent logged out. */
  user_id: string | null;
}

/** Messages to support. */
export interface SupportTables {
  support_messages: SupportMessageTable;
}
