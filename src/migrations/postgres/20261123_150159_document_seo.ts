import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "jobs_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "jobs_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "services" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "services" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "services_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "services_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_services_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_services_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "blog_categories" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "blog_categories" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "blog_categories_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "blog_categories_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "faq_categories" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "faq_categories" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "faq_categories_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "faq_categories_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "assessments" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "assessments" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "assessments_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "assessments_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_assessments_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_assessments_v" ADD COLUMN "version_seo_noindex" boolean DEFAULT false;
  ALTER TABLE "_assessments_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_assessments_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "partners" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "partners" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "partners_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "partners_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "team_members" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "team_members" ADD COLUMN "seo_noindex" boolean DEFAULT false;
  ALTER TABLE "team_members_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "team_members_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessments" ADD CONSTRAINT "assessments_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_assessments_v" ADD CONSTRAINT "_assessments_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jobs_seo_seo_image_idx" ON "jobs" USING btree ("seo_image_id");
  CREATE INDEX "services_seo_seo_image_idx" ON "services" USING btree ("seo_image_id");
  CREATE INDEX "_services_v_version_seo_version_seo_image_idx" ON "_services_v" USING btree ("version_seo_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "blog_categories_seo_seo_image_idx" ON "blog_categories" USING btree ("seo_image_id");
  CREATE INDEX "faq_categories_seo_seo_image_idx" ON "faq_categories" USING btree ("seo_image_id");
  CREATE INDEX "assessments_seo_seo_image_idx" ON "assessments" USING btree ("seo_image_id");
  CREATE INDEX "_assessments_v_version_seo_version_seo_image_idx" ON "_assessments_v" USING btree ("version_seo_image_id");
  CREATE INDEX "partners_seo_seo_image_idx" ON "partners" USING btree ("seo_image_id");
  CREATE INDEX "team_members_seo_seo_image_idx" ON "team_members" USING btree ("seo_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DROP CONSTRAINT "jobs_seo_image_id_media_id_fk";
  
  ALTER TABLE "services" DROP CONSTRAINT "services_seo_image_id_media_id_fk";
  
  ALTER TABLE "_services_v" DROP CONSTRAINT "_services_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_seo_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "blog_categories" DROP CONSTRAINT "blog_categories_seo_image_id_media_id_fk";
  
  ALTER TABLE "faq_categories" DROP CONSTRAINT "faq_categories_seo_image_id_media_id_fk";
  
  ALTER TABLE "assessments" DROP CONSTRAINT "assessments_seo_image_id_media_id_fk";
  
  ALTER TABLE "_assessments_v" DROP CONSTRAINT "_assessments_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "partners" DROP CONSTRAINT "partners_seo_image_id_media_id_fk";
  
  ALTER TABLE "team_members" DROP CONSTRAINT "team_members_seo_image_id_media_id_fk";
  
  DROP INDEX "jobs_seo_seo_image_idx";
  DROP INDEX "services_seo_seo_image_idx";
  DROP INDEX "_services_v_version_seo_version_seo_image_idx";
  DROP INDEX "posts_seo_seo_image_idx";
  DROP INDEX "_posts_v_version_seo_version_seo_image_idx";
  DROP INDEX "blog_categories_seo_seo_image_idx";
  DROP INDEX "faq_categories_seo_seo_image_idx";
  DROP INDEX "assessments_seo_seo_image_idx";
  DROP INDEX "_assessments_v_version_seo_version_seo_image_idx";
  DROP INDEX "partners_seo_seo_image_idx";
  DROP INDEX "team_members_seo_seo_image_idx";
  ALTER TABLE "jobs" DROP COLUMN "seo_image_id";
  ALTER TABLE "jobs" DROP COLUMN "seo_noindex";
  ALTER TABLE "jobs_locales" DROP COLUMN "seo_title";
  ALTER TABLE "jobs_locales" DROP COLUMN "seo_description";
  ALTER TABLE "services" DROP COLUMN "seo_image_id";
  ALTER TABLE "services" DROP COLUMN "seo_noindex";
  ALTER TABLE "services_locales" DROP COLUMN "seo_title";
  ALTER TABLE "services_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_services_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_services_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_services_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "posts" DROP COLUMN "seo_image_id";
  ALTER TABLE "posts" DROP COLUMN "seo_noindex";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_title";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "blog_categories" DROP COLUMN "seo_image_id";
  ALTER TABLE "blog_categories" DROP COLUMN "seo_noindex";
  ALTER TABLE "blog_categories_locales" DROP COLUMN "seo_title";
  ALTER TABLE "blog_categories_locales" DROP COLUMN "seo_description";
  ALTER TABLE "faq_categories" DROP COLUMN "seo_image_id";
  ALTER TABLE "faq_categories" DROP COLUMN "seo_noindex";
  ALTER TABLE "faq_categories_locales" DROP COLUMN "seo_title";
  ALTER TABLE "faq_categories_locales" DROP COLUMN "seo_description";
  ALTER TABLE "assessments" DROP COLUMN "seo_image_id";
  ALTER TABLE "assessments" DROP COLUMN "seo_noindex";
  ALTER TABLE "assessments_locales" DROP COLUMN "seo_title";
  ALTER TABLE "assessments_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_assessments_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_assessments_v" DROP COLUMN "version_seo_noindex";
  ALTER TABLE "_assessments_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_assessments_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "partners" DROP COLUMN "seo_image_id";
  ALTER TABLE "partners" DROP COLUMN "seo_noindex";
  ALTER TABLE "partners_locales" DROP COLUMN "seo_title";
  ALTER TABLE "partners_locales" DROP COLUMN "seo_description";
  ALTER TABLE "team_members" DROP COLUMN "seo_image_id";
  ALTER TABLE "team_members" DROP COLUMN "seo_noindex";
  ALTER TABLE "team_members_locales" DROP COLUMN "seo_title";
  ALTER TABLE "team_members_locales" DROP COLUMN "seo_description";`)
}
