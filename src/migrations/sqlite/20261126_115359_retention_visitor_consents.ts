import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// A new retention rule kind (`visitor-consents`): a select is text in SQLite, so nothing changes here; PostgreSQL
// adds the value to its enum.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
