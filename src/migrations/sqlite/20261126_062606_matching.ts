import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`eligibility_nationals_only\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`eligibility_residence\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`eligibility_arabic\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`eligibility_english\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`eligibility_gcc_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`eligibility_allow_ineligible\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`jobs_rels\` ADD \`skills_id\` integer REFERENCES skills(id);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_skills_id_idx\` ON \`jobs_rels\` (\`skills_id\`);`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_nationality\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_residence_country\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_visa_status\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_transferable\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_notice_period\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_gcc_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_arabic\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_english\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_expected_salary\` numeric;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_expected_currency\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_relocate\` text;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_open_to_offers\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jobs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_jobs_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`jobs_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`jobs_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs_rels\` RENAME TO \`jobs_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`jobs_rels_order_idx\` ON \`jobs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_parent_idx\` ON \`jobs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_path_idx\` ON \`jobs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_users_id_idx\` ON \`jobs_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`eligibility_nationals_only\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`eligibility_residence\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`eligibility_arabic\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`eligibility_english\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`eligibility_gcc_years\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`eligibility_allow_ineligible\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_nationality\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_residence_country\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_visa_status\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_transferable\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_notice_period\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_gcc_years\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_arabic\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_english\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_expected_salary\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_expected_currency\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_relocate\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_open_to_offers\`;`)
}
