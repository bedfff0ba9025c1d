import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_source" AS ENUM('jobBoard', 'alert', 'referral', 'sourcing', 'portal', 'direct');
  CREATE TABLE "fee_agreement_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"note" varchar,
  	"prefix" varchar DEFAULT 'fee-agreement-files',
  	"_objectkey" varchar,
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
  
  ALTER TABLE "applications" ADD COLUMN "source" "enum_applications_source" DEFAULT 'direct';
  ALTER TABLE "applications" ADD COLUMN "source_detail" varchar;
  ALTER TABLE "fee_agreements" ADD COLUMN "signed_agreement_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_agreement_files_id" integer;
  CREATE INDEX "fee_agreement_files_updated_at_idx" ON "fee_agreement_files" USING btree ("updated_at");
  CREATE INDEX "fee_agreement_files_created_at_idx" ON "fee_agreement_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "fee_agreement_files_filename_idx" ON "fee_agreement_files" USING btree ("filename");
  ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_signed_agreement_id_fee_agreement_files_id_fk" FOREIGN KEY ("signed_agreement_id") REFERENCES "public"."fee_agreement_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_agreement_files_fk" FOREIGN KEY ("fee_agreement_files_id") REFERENCES "public"."fee_agreement_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_source_idx" ON "applications" USING btree ("source");
  CREATE INDEX "fee_agreements_signed_agreement_idx" ON "fee_agreements" USING btree ("signed_agreement_id");
  CREATE INDEX "payload_locked_documents_rels_fee_agreement_files_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_agreement_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fee_agreement_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fee_agreement_files" CASCADE;
  ALTER TABLE "fee_agreements" DROP CONSTRAINT "fee_agreements_signed_agreement_id_fee_agreement_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fee_agreement_files_fk";
  
  DROP INDEX "applications_source_idx";
  DROP INDEX "fee_agreements_signed_agreement_idx";
  DROP INDEX "payload_locked_documents_rels_fee_agreement_files_id_idx";
  ALTER TABLE "applications" DROP COLUMN "source";
  ALTER TABLE "applications" DROP COLUMN "source_detail";
  ALTER TABLE "fee_agreements" DROP COLUMN "signed_agreement_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_agreement_files_id";
  DROP TYPE "public"."enum_applications_source";`)
}
