import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { moveNotesToTimeline } from '../steps/application_notes'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await moveNotesToTimeline({ sql, run: (query) => db.execute(query) })
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The notes stay on the timeline (the field still has them).
}
