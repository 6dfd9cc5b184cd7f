/** Table types for Kysely. Ids are UUID text and times ISO-8601 UTC text, so the same SQL runs on SQLite and PostgreSQL. */
export interface SupportMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
}

/** Messages to support, kept until mailed. */
export interface SupportTables {
  support_messages: SupportMessageTable;
}
