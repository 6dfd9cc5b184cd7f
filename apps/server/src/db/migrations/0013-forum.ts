import type { Kysely } from 'kysely';

/**
 * The forum (SPEC.md section 3): its categories, seeded here with the four the guide names;
 * topics and replies with their counts kept beside them (the writes that change a count change it
 * in the same transaction); one like per user per topic or reply; the views that counted (a user's
 * once an hour); and the moderators the operator names. An author's account, when deleted, leaves
 * the text with no author (`author_id` null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forum_categories')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('icon', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('topic_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('forum_topics')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('category_id', 'varchar(36)', (c) => c.notNull().references('forum_categories.id'))
    .addColumn('author_id', 'varchar(36)', (c) => c.references('users.id'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_activity', 'varchar(32)', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solution_post_id', 'varchar(36)')
    .execute();
  await db.schema
    .createIndex('forum_topics_listing')
    .on('forum_topics')
    .columns(['category_id', 'is_pinned', 'last_activity', 'id'])
    .execute();
  await db.schema
    .createIndex('forum_topics_author')
    .on('forum_topics')
    .column('author_id')
    .execute();
  await db.schema
    .createTable('forum_posts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('topic_id', 'varchar(36)', (c) => c.notNull().references('forum_topics.id'))
    .addColumn('author_id', 'varchar(36)', (c) => c.references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('forum_posts_topic')
    .on('forum_posts')
    .columns(['topic_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('forum_posts_author')
    .on('forum_posts')
    .columns(['author_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('forum_likes')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('target_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('forum_likes_pk', ['user_id', 'target_kind', 'target_id'])
    .execute();
  await db.schema.createIndex('forum_likes_target').on('forum_likes').column('target_id').execute();
  await db.schema
    .createTable('forum_topic_views')
    .addColumn('topic_id', 'varchar(36)', (c) => c.notNull().references('forum_topics.id'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('counted_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('forum_topic_views_pk', ['topic_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('forum_topic_views_user')
    .on('forum_topic_views')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('forum_moderators')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  const categories = db as unknown as Kysely<{
    forum_categories: {
      id: string;
      name: string;
      description: string;
      color: string;
      icon: string;
      sort_order: number;
    };
  }>;
  await categories
    .insertInto('forum_categories')
    .values([
      {
        id: 'sejladsomraader',
        name: 'Sejladsområder',
        description: 'Havne, ankerpladser, farvande og ture i danske farvande.',
        color: '#0e7490',
        icon: 'map',
        sort_order: 1,
      },
      {
        id: 'udstyr-og-vedligehold',
        name: 'Udstyr og vedligehold',
        description: 'Motor, sejl, elektronik og alt det, der skal passes på båden.',
        color: '#b45309',
        icon: 'wrench',
        sort_order: 2,
      },
      {
        id: 'vejr-og-havforhold',
        name: 'Vejr og havforhold',
        description: 'Vind, bølger, strøm og erfaringer med vejret på vandet.',
        color: '#1d4ed8',
        icon: 'cloud-sun',
        sort_order: 3,
      },
      {
        id: 'generelt',
        name: 'Generelt',
        description: 'Alt det andet, der har med livet på vandet at gøre.',
        color: '#4b5563',
        icon: 'messages-square',
        sort_order: 4,
      },
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'forum_moderators',
    'forum_topic_views',
    'forum_likes',
    'forum_posts',
    'forum_topics',
    'forum_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
