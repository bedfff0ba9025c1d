import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillMatchSkills, type SqlRunner } from '../steps/matching_skill_ids'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`candidates_rels\` ADD \`skills_id\` integer REFERENCES skills(id);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_skills_id_idx\` ON \`candidates_rels\` (\`skills_id\`);`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_open_to_offers\`;`)
  // Each stored candidate's and job's skill ids (the hooks keep them from now on).
  await backfillMatchSkills({ sql: sql as unknown as SqlRunner['sql'], all: (query) => db.all(query), run: (query) => db.run(query) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_candidates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_candidates_rels\`("id", "order", "parent_id", "path", "jobs_id") SELECT "id", "order", "parent_id", "path", "jobs_id" FROM \`candidates_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`candidates_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_candidates_rels\` RENAME TO \`candidates_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`candidates_rels_order_idx\` ON \`candidates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_parent_idx\` ON \`candidates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_path_idx\` ON \`candidates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_jobs_id_idx\` ON \`candidates_rels\` (\`jobs_id\`);`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_open_to_offers\` integer DEFAULT false;`)
}
