import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`exit_date\` text;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`exit_remedy\` text DEFAULT 'replacement';`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`replaces_id\` integer REFERENCES placements(id);`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`credit_net_minor\` numeric;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`credit_vat_minor\` numeric;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`credit_gross_minor\` numeric;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`guarantee_warn_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`guarantee_warned_at\` text;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`guarantee_ended_at\` text;`)
  await db.run(sql`CREATE INDEX \`placements_exit_date_idx\` ON \`placements\` (\`exit_date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`placements_replaces_idx\` ON \`placements\` (\`replaces_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_placements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer,
  	\`job_id\` integer,
  	\`candidate_name\` text NOT NULL,
  	\`client_id\` integer,
  	\`agreement_id\` integer,
  	\`service_line\` text DEFAULT 'recruitment' NOT NULL,
  	\`status\` text DEFAULT 'awaitingOffer' NOT NULL,
  	\`hire_date\` text,
  	\`start_date\` text,
  	\`monthly_basic\` text,
  	\`monthly_allowances\` text,
  	\`currency\` text,
  	\`monthly_basic_minor\` numeric,
  	\`monthly_allowances_minor\` numeric,
  	\`annual_package_minor\` numeric,
  	\`fee_minor\` numeric,
  	\`retainer_credit_minor\` numeric,
  	\`net_minor\` numeric,
  	\`vat_basis_points\` numeric,
  	\`vat_minor\` numeric,
  	\`gross_minor\` numeric,
  	\`invoice_date\` text,
  	\`due_date\` text,
  	\`guarantee_ends_on\` text,
  	\`paid_on\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`fee_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_placements\`("id", "application_id", "job_id", "candidate_name", "client_id", "agreement_id", "service_line", "status", "hire_date", "start_date", "monthly_basic", "monthly_allowances", "currency", "monthly_basic_minor", "monthly_allowances_minor", "annual_package_minor", "fee_minor", "retainer_credit_minor", "net_minor", "vat_basis_points", "vat_minor", "gross_minor", "invoice_date", "due_date", "guarantee_ends_on", "paid_on", "notes", "updated_at", "created_at") SELECT "id", "application_id", "job_id", "candidate_name", "client_id", "agreement_id", "service_line", "status", "hire_date", "start_date", "monthly_basic", "monthly_allowances", "currency", "monthly_basic_minor", "monthly_allowances_minor", "annual_package_minor", "fee_minor", "retainer_credit_minor", "net_minor", "vat_basis_points", "vat_minor", "gross_minor", "invoice_date", "due_date", "guarantee_ends_on", "paid_on", "notes", "updated_at", "created_at" FROM \`placements\`;`,
  )
  await db.run(sql`DROP TABLE \`placements\`;`)
  await db.run(sql`ALTER TABLE \`__new_placements\` RENAME TO \`placements\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`placements_application_idx\` ON \`placements\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_job_idx\` ON \`placements\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_client_idx\` ON \`placements\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_agreement_idx\` ON \`placements\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_status_idx\` ON \`placements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`placements_hire_date_idx\` ON \`placements\` (\`hire_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_start_date_idx\` ON \`placements\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_invoice_date_idx\` ON \`placements\` (\`invoice_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_due_date_idx\` ON \`placements\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_guarantee_ends_on_idx\` ON \`placements\` (\`guarantee_ends_on\`);`)
  await db.run(sql`CREATE INDEX \`placements_paid_on_idx\` ON \`placements\` (\`paid_on\`);`)
  await db.run(sql`CREATE INDEX \`placements_updated_at_idx\` ON \`placements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`placements_created_at_idx\` ON \`placements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_guaranteeEndsOn_idx\` ON \`placements\` (\`status\`,\`guarantee_ends_on\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_language\`;`)
}
