import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_salary_rounds_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_salary_rounds_source" AS ENUM('survey', 'placements');
  CREATE TABLE "salary_rounds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_salary_rounds_status" DEFAULT 'draft' NOT NULL,
  	"line_count" numeric,
  	"organisation_count" numeric,
  	"employee_count" numeric,
  	"earliest_date" varchar,
  	"latest_date" varchar,
  	"source" "enum_salary_rounds_source" DEFAULT 'survey' NOT NULL,
  	"lines" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "salary_rounds_id" integer;
  CREATE INDEX "salary_rounds_status_idx" ON "salary_rounds" USING btree ("status");
  CREATE INDEX "salary_rounds_updated_at_idx" ON "salary_rounds" USING btree ("updated_at");
  CREATE INDEX "salary_rounds_created_at_idx" ON "salary_rounds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_salary_rounds_fk" FOREIGN KEY ("salary_rounds_id") REFERENCES "public"."salary_rounds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_salary_rounds_id_idx" ON "payload_locked_documents_rels" USING btree ("salary_rounds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "salary_rounds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "salary_rounds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_salary_rounds_fk";
  
  DROP INDEX "payload_locked_documents_rels_salary_rounds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "salary_rounds_id";
  DROP TYPE "public"."enum_salary_rounds_status";
  DROP TYPE "public"."enum_salary_rounds_source";`)
}
