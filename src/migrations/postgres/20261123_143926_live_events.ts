import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_live_events_kind" AS ENUM('application-created', 'application-status');
  CREATE TABLE "live_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_live_events_kind" NOT NULL,
  	"candidate" numeric NOT NULL,
  	"application" numeric NOT NULL,
  	"job" numeric NOT NULL,
  	"status" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_events_id" integer;
  CREATE INDEX "live_events_candidate_idx" ON "live_events" USING btree ("candidate");
  CREATE INDEX "live_events_updated_at_idx" ON "live_events" USING btree ("updated_at");
  CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_events_fk" FOREIGN KEY ("live_events_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_live_events_id_idx" ON "payload_locked_documents_rels" USING btree ("live_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "live_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "live_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_live_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_events_id";
  DROP TYPE "public"."enum_live_events_kind";`)
}
