import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "vacancy_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"requisition_id" integer,
  	"contact_id" integer,
  	"original_name" varchar,
  	"prefix" varchar DEFAULT 'vacancy-attachments',
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vacancy_attachments_id" integer;
  ALTER TABLE "vacancy_attachments" ADD CONSTRAINT "vacancy_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancy_attachments" ADD CONSTRAINT "vacancy_attachments_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancy_attachments" ADD CONSTRAINT "vacancy_attachments_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vacancy_attachments_client_idx" ON "vacancy_attachments" USING btree ("client_id");
  CREATE INDEX "vacancy_attachments_requisition_idx" ON "vacancy_attachments" USING btree ("requisition_id");
  CREATE INDEX "vacancy_attachments_contact_idx" ON "vacancy_attachments" USING btree ("contact_id");
  CREATE INDEX "vacancy_attachments_updated_at_idx" ON "vacancy_attachments" USING btree ("updated_at");
  CREATE INDEX "vacancy_attachments_created_at_idx" ON "vacancy_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "vacancy_attachments_filename_idx" ON "vacancy_attachments" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancy_attachments_fk" FOREIGN KEY ("vacancy_attachments_id") REFERENCES "public"."vacancy_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vacancy_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancy_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancy_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vacancy_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vacancy_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_vacancy_attachments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vacancy_attachments_id";`)
}
