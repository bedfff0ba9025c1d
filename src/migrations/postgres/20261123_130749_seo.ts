import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seo_metadata_meta_tag_social_social_network" AS ENUM('facebook', 'twitter', 'linkedin');
  CREATE TYPE "public"."enum_seo_metadata_meta_tag_robots" AS ENUM('index, follow', 'noindex, follow', 'noindex, nofollow');
  CREATE TABLE "seo_metadata_meta_tag_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL
  );
  
  CREATE TABLE "seo_metadata_meta_tag_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"social_network" "enum_seo_metadata_meta_tag_social_social_network" NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "seo_metadata" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"unique_component_name" varchar,
  	"object_i_d" varchar,
  	"meta_tag_robots" "enum_seo_metadata_meta_tag_robots",
  	"meta_tag_canonical" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo_metadata_locales" (
  	"meta_tag_title" varchar,
  	"meta_tag_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seo_metadata_id" integer;
  ALTER TABLE "seo_metadata_meta_tag_keywords" ADD CONSTRAINT "seo_metadata_meta_tag_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seo_metadata_meta_tag_social" ADD CONSTRAINT "seo_metadata_meta_tag_social_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seo_metadata_meta_tag_social" ADD CONSTRAINT "seo_metadata_meta_tag_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seo_metadata_locales" ADD CONSTRAINT "seo_metadata_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_metadata"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seo_metadata_meta_tag_keywords_order_idx" ON "seo_metadata_meta_tag_keywords" USING btree ("_order");
  CREATE INDEX "seo_metadata_meta_tag_keywords_parent_id_idx" ON "seo_metadata_meta_tag_keywords" USING btree ("_parent_id");
  CREATE INDEX "seo_metadata_meta_tag_keywords_locale_idx" ON "seo_metadata_meta_tag_keywords" USING btree ("_locale");
  CREATE INDEX "seo_metadata_meta_tag_social_order_idx" ON "seo_metadata_meta_tag_social" USING btree ("_order");
  CREATE INDEX "seo_metadata_meta_tag_social_parent_id_idx" ON "seo_metadata_meta_tag_social" USING btree ("_parent_id");
  CREATE INDEX "seo_metadata_meta_tag_social_locale_idx" ON "seo_metadata_meta_tag_social" USING btree ("_locale");
  CREATE INDEX "seo_metadata_meta_tag_social_image_idx" ON "seo_metadata_meta_tag_social" USING btree ("image_id");
  CREATE UNIQUE INDEX "seo_metadata_unique_component_name_idx" ON "seo_metadata" USING btree ("unique_component_name");
  CREATE INDEX "seo_metadata_object_i_d_idx" ON "seo_metadata" USING btree ("object_i_d");
  CREATE INDEX "seo_metadata_updated_at_idx" ON "seo_metadata" USING btree ("updated_at");
  CREATE INDEX "seo_metadata_created_at_idx" ON "seo_metadata" USING btree ("created_at");
  CREATE UNIQUE INDEX "seo_metadata_locales_locale_parent_id_unique" ON "seo_metadata_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_metadata_fk" FOREIGN KEY ("seo_metadata_id") REFERENCES "public"."seo_metadata"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seo_metadata_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_metadata_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_metadata_meta_tag_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_metadata_meta_tag_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_metadata" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_metadata_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "seo_metadata_meta_tag_keywords" CASCADE;
  DROP TABLE "seo_metadata_meta_tag_social" CASCADE;
  DROP TABLE "seo_metadata" CASCADE;
  DROP TABLE "seo_metadata_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seo_metadata_fk";
  
  DROP INDEX "payload_locked_documents_rels_seo_metadata_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seo_metadata_id";
  DROP TYPE "public"."enum_seo_metadata_meta_tag_social_social_network";
  DROP TYPE "public"."enum_seo_metadata_meta_tag_robots";`)
}
