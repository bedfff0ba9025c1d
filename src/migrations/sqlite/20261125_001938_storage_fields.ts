import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`candidate_pictures\` ADD \`prefix\` text DEFAULT 'candidate-pictures';`)
  await db.run(sql`ALTER TABLE \`candidate_pictures\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`candidate_cvs\` ADD \`prefix\` text DEFAULT 'candidate-cvs';`)
  await db.run(sql`ALTER TABLE \`candidate_cvs\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`candidate_pictures\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`candidate_pictures\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`candidate_cvs\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`candidate_cvs\` DROP COLUMN \`_objectkey\`;`)
}
