import { type Migration, sql } from 'kysely';
import type { Db } from '../database.ts';
import { type MigrationDb, withId } from '../migration-helpers.ts';

/**
 * Social services: projects, applications and their timeline, persons served and service
 * records, housing/service groups and their applications, membership, news and banners.
 * Table names carry a prefix so they never meet the device domain's `groups` and the like.
 */
export function socialServicesMigration(db: Db): Migration {
  return {
    async up(k: MigrationDb) {
      await withId(k.schema.createTable('service_projects'), db.dialect)
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('summary_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('eligibility', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('longitude', 'double precision')
        .addColumn('latitude', 'double precision')
        .addColumn('schedule', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('remaining', 'integer', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('service_projects_category')
        .on('service_projects')
        .column('category')
        .execute();

      await withId(k.schema.createTable('service_applications'), db.dialect)
        .addColumn('project_id', 'integer', (c) => c.notNull().references('service_projects.id'))
        .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('applicant_name', 'text', (c) => c.notNull())
        .addColumn('served_type', 'text', (c) => c.notNull())
        .addColumn('served_name', 'text', (c) => c.notNull())
        .addColumn('served_relation', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('served_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('preferred_date', 'text', (c) => c.notNull())
        .addColumn('preferred_slot', 'text', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('scheduled_date', 'text')
        .addColumn('scheduled_time', 'text')
        .addColumn('rating', 'integer')
        .addColumn('rating_comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rated_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('service_applications_applicant')
        .on('service_applications')
        .columns(['applicant_id', 'status'])
        .execute();
      // At most one open application per resident and project, even under concurrent submissions.
      await sql`create unique index service_applications_one_open on service_applications (project_id, applicant_id) where status in ('submitted', 'accepted', 'scheduled', 'in_service')`.execute(
        k,
      );

      await withId(k.schema.createTable('service_application_events'), db.dialect)
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('service_applications.id').onDelete('cascade'),
        )
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('service_application_events_application')
        .on('service_application_events')
        .column('application_id')
        .execute();

      await withId(k.schema.createTable('service_persons'), db.dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sex', 'text', (c) => c.notNull().defaultTo('2'))
        .addColumn('birth_date', 'text', (c) => c.notNull())
        .addColumn('id_card', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('guardian_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('guardian_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('guardian_relation', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('service_persons_user').on('service_persons').column('user_id').execute();

      await withId(k.schema.createTable('service_records'), db.dialect)
        .addColumn('person_id', 'integer', (c) =>
          c.notNull().references('service_persons.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('project_id', 'integer')
        .addColumn('worker_id', 'integer', (c) => c.notNull())
        .addColumn('worker_name', 'text', (c) => c.notNull())
        .addColumn('service_date', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('location_address', 'text')
        .addColumn('check_in_at', 'text')
        .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('follow_up_method', 'text')
        .addColumn('next_follow_up_date', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('service_records_person')
        .on('service_records')
        .columns(['person_id', 'service_date'])
        .execute();
      await k.schema
        .createIndex('service_records_worker')
        .on('service_records')
        .columns(['worker_id', 'service_date'])
        .execute();

      await withId(k.schema.createTable('service_groups'), db.dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('longitude', 'double precision')
        .addColumn('latitude', 'double precision')
        .addColumn('leader', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(k.schema.createTable('service_group_applications'), db.dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('group_id', 'integer', (c) => c.references('service_groups.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('skill', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('available_time', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewer_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await k.schema
        .createTable('memberships')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('member_no', 'text', (c) => c.notNull().unique())
        .addColumn('real_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('id_card', 'text', (c) => c.notNull().unique())
        .addColumn('activated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(k.schema.createTable('news_articles'), db.dialect)
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('news_articles_published')
        .on('news_articles')
        .columns(['status', 'published_at'])
        .execute();

      await withId(k.schema.createTable('news_banners'), db.dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('link_type', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('link_target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
