import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { moveNotesToTimeline, type SqlRunner } from '../steps/application_notes'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await moveNotesToTimeline({ sql: sql as unknown as SqlRunner['sql'], run: (query) => db.run(query) })
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The notes stay on the timeline (the field still has them).
}
