import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_candidates_preferred_locale" AS ENUM('en', 'ar');
  CREATE TABLE "candidates_identities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"subject" varchar NOT NULL
  );
  
  CREATE TABLE "candidates_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "candidates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"phonenumber_1" varchar,
  	"phonenumber_2" varchar,
  	"skills" varchar,
  	"city" varchar,
  	"state" varchar,
  	"address" varchar,
  	"linkedin" varchar,
  	"profile_pic_id" integer,
  	"cv_id" integer,
  	"preferred_locale" "enum_candidates_preferred_locale" DEFAULT 'en',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "candidate_pictures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"original_name" varchar,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar
  );
  
  CREATE TABLE "candidate_cvs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_pictures_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_cvs_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "candidates_id" integer;
  ALTER TABLE "candidates_identities" ADD CONSTRAINT "candidates_identities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates_sessions" ADD CONSTRAINT "candidates_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates" ADD CONSTRAINT "candidates_profile_pic_id_candidate_pictures_id_fk" FOREIGN KEY ("profile_pic_id") REFERENCES "public"."candidate_pictures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidates" ADD CONSTRAINT "candidates_cv_id_candidate_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."candidate_cvs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_pictures" ADD CONSTRAINT "candidate_pictures_owner_id_candidates_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candidate_cvs" ADD CONSTRAINT "candidate_cvs_owner_id_candidates_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidates_identities_order_idx" ON "candidates_identities" USING btree ("_order");
  CREATE INDEX "candidates_identities_parent_id_idx" ON "candidates_identities" USING btree ("_parent_id");
  CREATE INDEX "candidates_sessions_order_idx" ON "candidates_sessions" USING btree ("_order");
  CREATE INDEX "candidates_sessions_parent_id_idx" ON "candidates_sessions" USING btree ("_parent_id");
  CREATE INDEX "candidates_profile_pic_idx" ON "candidates" USING btree ("profile_pic_id");
  CREATE INDEX "candidates_cv_idx" ON "candidates" USING btree ("cv_id");
  CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at");
  CREATE INDEX "candidates_created_at_idx" ON "candidates" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidates_email_idx" ON "candidates" USING btree ("email");
  CREATE INDEX "candidate_pictures_owner_idx" ON "candidate_pictures" USING btree ("owner_id");
  CREATE INDEX "candidate_pictures_updated_at_idx" ON "candidate_pictures" USING btree ("updated_at");
  CREATE INDEX "candidate_pictures_created_at_idx" ON "candidate_pictures" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_pictures_filename_idx" ON "candidate_pictures" USING btree ("filename");
  CREATE INDEX "candidate_pictures_sizes_thumb_sizes_thumb_filename_idx" ON "candidate_pictures" USING btree ("sizes_thumb_filename");
  CREATE INDEX "candidate_cvs_owner_idx" ON "candidate_cvs" USING btree ("owner_id");
  CREATE INDEX "candidate_cvs_updated_at_idx" ON "candidate_cvs" USING btree ("updated_at");
  CREATE INDEX "candidate_cvs_created_at_idx" ON "candidate_cvs" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_cvs_filename_idx" ON "candidate_cvs" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_pictures_fk" FOREIGN KEY ("candidate_pictures_id") REFERENCES "public"."candidate_pictures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_cvs_fk" FOREIGN KEY ("candidate_cvs_id") REFERENCES "public"."candidate_cvs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_candidates_id_idx" ON "payload_locked_documents_rels" USING btree ("candidates_id");
  CREATE INDEX "payload_locked_documents_rels_candidate_pictures_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_pictures_id");
  CREATE INDEX "payload_locked_documents_rels_candidate_cvs_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_cvs_id");
  CREATE INDEX "payload_preferences_rels_candidates_id_idx" ON "payload_preferences_rels" USING btree ("candidates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_identities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidate_pictures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidate_cvs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidates_identities" CASCADE;
  DROP TABLE "candidates_sessions" CASCADE;
  DROP TABLE "candidates" CASCADE;
  DROP TABLE "candidate_pictures" CASCADE;
  DROP TABLE "candidate_cvs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_pictures_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_cvs_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_candidates_fk";
  
  DROP INDEX "payload_locked_documents_rels_candidates_id_idx";
  DROP INDEX "payload_locked_documents_rels_candidate_pictures_id_idx";
  DROP INDEX "payload_locked_documents_rels_candidate_cvs_id_idx";
  DROP INDEX "payload_preferences_rels_candidates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_pictures_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_cvs_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "candidates_id";
  DROP TYPE "public"."enum_candidates_preferred_locale";`)
}
