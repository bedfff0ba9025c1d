import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { reindexJobSearch, type SqlRunner } from '../steps/job_search_stemming'

// Written by hand after the generated column: job search with stems
// (features/jobs/search.ts). The FTS5 table indexes `search_stems` beside
// `search_text`, every stored job is reindexed with today's rules (hamza
// folding, workplace and employment type labels, stems), and the index is
// rebuilt from the table.
const createFts = [
  sql`CREATE VIRTUAL TABLE \`jobs_fts\` USING fts5(search_text, search_stems, content='jobs', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='2 3 4');`,
  sql`CREATE TRIGGER \`jobs_fts_ai\` AFTER INSERT ON \`jobs\` BEGIN INSERT INTO jobs_fts(rowid, search_text, search_stems) VALUES (new.id, new.search_text, new.search_stems); END;`,
  sql`CREATE TRIGGER \`jobs_fts_ad\` AFTER DELETE ON \`jobs\` BEGIN INSERT INTO jobs_fts(jobs_fts, rowid, search_text, search_stems) VALUES ('delete', old.id, old.search_text, old.search_stems); END;`,
  sql`CREATE TRIGGER \`jobs_fts_au\` AFTER UPDATE OF search_text, search_stems ON \`jobs\` BEGIN INSERT INTO jobs_fts(jobs_fts, rowid, search_text, search_stems) VALUES ('delete', old.id, old.search_text, old.search_stems); INSERT INTO jobs_fts(rowid, search_text, search_stems) VALUES (new.id, new.search_text, new.search_stems); END;`,
]

// The index of the previous migrations: `search_text` only.
const createPreviousFts = [
  sql`CREATE VIRTUAL TABLE \`jobs_fts\` USING fts5(search_text, content='jobs', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='2 3 4');`,
  sql`CREATE TRIGGER \`jobs_fts_ai\` AFTER INSERT ON \`jobs\` BEGIN INSERT INTO jobs_fts(rowid, search_text) VALUES (new.id, new.search_text); END;`,
  sql`CREATE TRIGGER \`jobs_fts_ad\` AFTER DELETE ON \`jobs\` BEGIN INSERT INTO jobs_fts(jobs_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;`,
  sql`CREATE TRIGGER \`jobs_fts_au\` AFTER UPDATE OF search_text ON \`jobs\` BEGIN INSERT INTO jobs_fts(jobs_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO jobs_fts(rowid, search_text) VALUES (new.id, new.search_text); END;`,
]

async function dropFts(db: MigrateUpArgs['db']) {
  await db.run(sql`DROP TRIGGER IF EXISTS \`jobs_fts_ai\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`jobs_fts_ad\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`jobs_fts_au\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`jobs_fts\`;`)
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`search_stems\` text;`)

  await dropFts(db)
  await reindexJobSearch({
    sql: sql as unknown as SqlRunner['sql'],
    all: (query) => db.all(query),
    run: (query) => db.run(query),
  })
  for (const statement of createFts) await db.run(statement)
  await db.run(sql`INSERT INTO jobs_fts(jobs_fts) VALUES ('rebuild');`)
  // Open jobs newest first with their closing date: the list and a common keyword walk it without reading the
  // (now wider) rows, and the list's count reads it alone.
  await db.run(sql`DROP INDEX IF EXISTS \`jobs_status_opening_date_idx\`;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`jobs_open_by_date_idx\` ON \`jobs\` (\`status\`, \`opening_date\`, \`closing_date\`);`)
  // The facet counts of the list group open jobs by these columns: this index holds them, so counting reads it alone.
  // The closing date comes last: second, it would be a range the planner prefers to the date order of the page query
  // (which then sorted every open job).
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`jobs_open_facets_idx\` ON \`jobs\` (\`status\`, \`industry_id\`, \`location_id\`, \`workplace\`, \`employment_type\`, \`experience_min\`, \`experience_max\`, \`closing_date\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // search_text keeps today's words (its hamza spelling and labels); saving a
  // job writes it again with the code of the time.
  await db.run(sql`DROP INDEX IF EXISTS \`jobs_open_facets_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`jobs_open_by_date_idx\`;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`jobs_status_opening_date_idx\` ON \`jobs\` (\`status\`, \`opening_date\`);`)
  await dropFts(db)
  for (const statement of createPreviousFts) await db.run(statement)
  await db.run(sql`INSERT INTO jobs_fts(jobs_fts) VALUES ('rebuild');`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`search_stems\`;`)
}
