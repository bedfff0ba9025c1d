import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "open_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"registration_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "open_days_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"venue" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "open_days_id" integer;
  ALTER TABLE "open_days_locales" ADD CONSTRAINT "open_days_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."open_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "open_days_starts_at_idx" ON "open_days" USING btree ("starts_at");
  CREATE INDEX "open_days_updated_at_idx" ON "open_days" USING btree ("updated_at");
  CREATE INDEX "open_days_created_at_idx" ON "open_days" USING btree ("created_at");
  CREATE UNIQUE INDEX "open_days_locales_locale_parent_id_unique" ON "open_days_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_open_days_fk" FOREIGN KEY ("open_days_id") REFERENCES "public"."open_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_open_days_id_idx" ON "payload_locked_documents_rels" USING btree ("open_days_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "open_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_days_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "open_days" CASCADE;
  DROP TABLE "open_days_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_open_days_fk";
  
  DROP INDEX "payload_locked_documents_rels_open_days_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "open_days_id";`)
}
