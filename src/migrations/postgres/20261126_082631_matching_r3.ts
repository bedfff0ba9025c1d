import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_invitations_status" AS ENUM('sent', 'interested', 'declined');
  CREATE TYPE "public"."enum_job_invitations_locale" AS ENUM('en', 'ar');
  CREATE TABLE "candidates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer
  );
  
  CREATE TABLE "talent_pools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_pools_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "talent_pools_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"candidates_id" integer
  );
  
  CREATE TABLE "job_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer,
  	"candidate_id" integer,
  	"status" "enum_job_invitations_status" DEFAULT 'sent' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"application_id" integer,
  	"invited_by_id" integer,
  	"locale" "enum_job_invitations_locale" DEFAULT 'en',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "candidates" ADD COLUMN "eligibility_digest_recommendations" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "talent_pools_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_invitations_id" integer;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_pools_texts" ADD CONSTRAINT "talent_pools_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_pools_rels" ADD CONSTRAINT "talent_pools_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_pools_rels" ADD CONSTRAINT "talent_pools_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidates_rels_order_idx" ON "candidates_rels" USING btree ("order");
  CREATE INDEX "candidates_rels_parent_idx" ON "candidates_rels" USING btree ("parent_id");
  CREATE INDEX "candidates_rels_path_idx" ON "candidates_rels" USING btree ("path");
  CREATE INDEX "candidates_rels_jobs_id_idx" ON "candidates_rels" USING btree ("jobs_id");
  CREATE INDEX "talent_pools_owner_idx" ON "talent_pools" USING btree ("owner_id");
  CREATE INDEX "talent_pools_updated_at_idx" ON "talent_pools" USING btree ("updated_at");
  CREATE INDEX "talent_pools_created_at_idx" ON "talent_pools" USING btree ("created_at");
  CREATE INDEX "talent_pools_texts_order_parent" ON "talent_pools_texts" USING btree ("order","parent_id");
  CREATE INDEX "talent_pools_rels_order_idx" ON "talent_pools_rels" USING btree ("order");
  CREATE INDEX "talent_pools_rels_parent_idx" ON "talent_pools_rels" USING btree ("parent_id");
  CREATE INDEX "talent_pools_rels_path_idx" ON "talent_pools_rels" USING btree ("path");
  CREATE INDEX "talent_pools_rels_candidates_id_idx" ON "talent_pools_rels" USING btree ("candidates_id");
  CREATE INDEX "job_invitations_job_idx" ON "job_invitations" USING btree ("job_id");
  CREATE INDEX "job_invitations_candidate_idx" ON "job_invitations" USING btree ("candidate_id");
  CREATE INDEX "job_invitations_application_idx" ON "job_invitations" USING btree ("application_id");
  CREATE INDEX "job_invitations_invited_by_idx" ON "job_invitations" USING btree ("invited_by_id");
  CREATE INDEX "job_invitations_updated_at_idx" ON "job_invitations" USING btree ("updated_at");
  CREATE INDEX "job_invitations_created_at_idx" ON "job_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_candidate_1_idx" ON "job_invitations" USING btree ("job_id","candidate_id");
  CREATE INDEX "candidate_status_createdAt_idx" ON "job_invitations" USING btree ("candidate_id","status","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_pools_fk" FOREIGN KEY ("talent_pools_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_invitations_fk" FOREIGN KEY ("job_invitations_id") REFERENCES "public"."job_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_talent_pools_id_idx" ON "payload_locked_documents_rels" USING btree ("talent_pools_id");
  CREATE INDEX "payload_locked_documents_rels_job_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("job_invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_pools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_pools_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_pools_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidates_rels" CASCADE;
  DROP TABLE "talent_pools" CASCADE;
  DROP TABLE "talent_pools_texts" CASCADE;
  DROP TABLE "talent_pools_rels" CASCADE;
  DROP TABLE "job_invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_talent_pools_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_talent_pools_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_invitations_id_idx";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_digest_recommendations";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "talent_pools_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_invitations_id";
  DROP TYPE "public"."enum_job_invitations_status";
  DROP TYPE "public"."enum_job_invitations_locale";`)
}
