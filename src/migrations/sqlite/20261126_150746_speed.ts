import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE INDEX \`compound_index_idx\` ON \`applications\` (\`created_at\`,\`job_id\`,\`source\`,\`stages_shortlisted_at\`,\`stages_interview_at\`,\`stages_offered_at\`,\`stages_hired_at\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
}
