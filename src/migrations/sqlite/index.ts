import * as migration_20261122_090626_initial from './20261122_090626_initial'
import * as migration_20261122_094057_jobs from './20261122_094057_jobs'
import * as migration_20261123_094841_content from './20261123_094841_content'
import * as migration_20261123_100800_contact from './20261123_100800_contact'
import * as migration_20261123_102234_integrations from './20261123_102234_integrations'
import * as migration_20261123_114706_accounts from './20261123_114706_accounts'
import * as migration_20261123_121700_applications from './20261123_121700_applications'
import * as migration_20261123_130803_seo from './20261123_130803_seo'
import * as migration_20261123_143918_live_events from './20261123_143918_live_events'
import * as migration_20261123_150151_document_seo from './20261123_150151_document_seo'
import * as migration_20261124_031020_auth_throttle from './20261124_031020_auth_throttle'
import * as migration_20261124_041158_candidate_deletion from './20261124_041158_candidate_deletion'
import * as migration_20261124_133507_reset_pause_off from './20261124_133507_reset_pause_off'
import * as migration_20261125_001938_storage_fields from './20261125_001938_storage_fields'
import * as migration_20261125_023517_recruiting from './20261125_023517_recruiting'
import * as migration_20261125_032513_audit_log from './20261125_032513_audit_log'
import * as migration_20261125_032700_job_search_stemming from './20261125_032700_job_search_stemming'
import * as migration_20261125_044611_alerts_indexing from './20261125_044611_alerts_indexing'
import * as migration_20261125_045341_cv_proposals_data_rights from './20261125_045341_cv_proposals_data_rights'
import * as migration_20261126_020241_cv_reading from './20261126_020241_cv_reading'
import * as migration_20261126_050810_open_days from './20261126_050810_open_days'
import * as migration_20261126_060746_clients_placements from './20261126_060746_clients_placements'
import * as migration_20261126_061425_consent_retention from './20261126_061425_consent_retention'
import * as migration_20261126_061751_client_portal from './20261126_061751_client_portal'
import * as migration_20261126_062102_salary_survey from './20261126_062102_salary_survey'
import * as migration_20261126_062325_notify from './20261126_062325_notify'
import * as migration_20261126_062606_matching from './20261126_062606_matching'
import * as migration_20261126_092156_round3_merge from './20261126_092156_round3_merge'
import * as migration_20261126_092307_consent_visitors from './20261126_092307_consent_visitors'
import * as migration_20261126_115359_retention_visitor_consents from './20261126_115359_retention_visitor_consents'
import * as migration_20261126_123620_round4_merge from './20261126_123620_round4_merge'
import * as migration_20261126_153937_round5_merge from './20261126_153937_round5_merge'
import * as migration_20261126_182945_round6_merge from './20261126_182945_round6_merge'

export const migrations = [
  {
    up: migration_20261122_090626_initial.up,
    down: migration_20261122_090626_initial.down,
    name: '20261122_090626_initial',
  },
  {
    up: migration_20261122_094057_jobs.up,
    down: migration_20261122_094057_jobs.down,
    name: '20261122_094057_jobs',
  },
  {
    up: migration_20261123_094841_content.up,
    down: migration_20261123_094841_content.down,
    name: '20261123_094841_content',
  },
  {
    up: migration_20261123_100800_contact.up,
    down: migration_20261123_100800_contact.down,
    name: '20261123_100800_contact',
  },
  {
    up: migration_20261123_102234_integrations.up,
    down: migration_20261123_102234_integrations.down,
    name: '20261123_102234_integrations',
  },
  {
    up: migration_20261123_114706_accounts.up,
    down: migration_20261123_114706_accounts.down,
    name: '20261123_114706_accounts',
  },
  {
    up: migration_20261123_121700_applications.up,
    down: migration_20261123_121700_applications.down,
    name: '20261123_121700_applications',
  },
  {
    up: migration_20261123_130803_seo.up,
    down: migration_20261123_130803_seo.down,
    name: '20261123_130803_seo',
  },
  {
    up: migration_20261123_143918_live_events.up,
    down: migration_20261123_143918_live_events.down,
    name: '20261123_143918_live_events',
  },
  {
    up: migration_20261123_150151_document_seo.up,
    down: migration_20261123_150151_document_seo.down,
    name: '20261123_150151_document_seo',
  },
  {
    up: migration_20261124_031020_auth_throttle.up,
    down: migration_20261124_031020_auth_throttle.down,
    name: '20261124_031020_auth_throttle',
  },
  {
    up: migration_20261124_041158_candidate_deletion.up,
    down: migration_20261124_041158_candidate_deletion.down,
    name: '20261124_041158_candidate_deletion',
  },
  {
    up: migration_20261124_133507_reset_pause_off.up,
    down: migration_20261124_133507_reset_pause_off.down,
    name: '20261124_133507_reset_pause_off',
  },
  {
    up: migration_20261125_001938_storage_fields.up,
    down: migration_20261125_001938_storage_fields.down,
    name: '20261125_001938_storage_fields',
  },
  {
    up: migration_20261125_023517_recruiting.up,
    down: migration_20261125_023517_recruiting.down,
    name: '20261125_023517_recruiting',
  },
  {
    up: migration_20261125_032513_audit_log.up,
    down: migration_20261125_032513_audit_log.down,
    name: '20261125_032513_audit_log',
  },
  {
    up: migration_20261125_032700_job_search_stemming.up,
    down: migration_20261125_032700_job_search_stemming.down,
    name: '20261125_032700_job_search_stemming',
  },
  {
    up: migration_20261125_044611_alerts_indexing.up,
    down: migration_20261125_044611_alerts_indexing.down,
    name: '20261125_044611_alerts_indexing',
  },
  {
    up: migration_20261125_045341_cv_proposals_data_rights.up,
    down: migration_20261125_045341_cv_proposals_data_rights.down,
    name: '20261125_045341_cv_proposals_data_rights',
  },
  {
    up: migration_20261126_020241_cv_reading.up,
    down: migration_20261126_020241_cv_reading.down,
    name: '20261126_020241_cv_reading',
  },
  {
    up: migration_20261126_050810_open_days.up,
    down: migration_20261126_050810_open_days.down,
    name: '20261126_050810_open_days',
  },
  {
    up: migration_20261126_060746_clients_placements.up,
    down: migration_20261126_060746_clients_placements.down,
    name: '20261126_060746_clients_placements',
  },
  {
    up: migration_20261126_061425_consent_retention.up,
    down: migration_20261126_061425_consent_retention.down,
    name: '20261126_061425_consent_retention',
  },
  {
    up: migration_20261126_061751_client_portal.up,
    down: migration_20261126_061751_client_portal.down,
    name: '20261126_061751_client_portal',
  },
  {
    up: migration_20261126_062102_salary_survey.up,
    down: migration_20261126_062102_salary_survey.down,
    name: '20261126_062102_salary_survey',
  },
  {
    up: migration_20261126_062325_notify.up,
    down: migration_20261126_062325_notify.down,
    name: '20261126_062325_notify',
  },
  {
    up: migration_20261126_062606_matching.up,
    down: migration_20261126_062606_matching.down,
    name: '20261126_062606_matching',
  },
  {
    up: migration_20261126_092156_round3_merge.up,
    down: migration_20261126_092156_round3_merge.down,
    name: '20261126_092156_round3_merge',
  },
  {
    up: migration_20261126_092307_consent_visitors.up,
    down: migration_20261126_092307_consent_visitors.down,
    name: '20261126_092307_consent_visitors',
  },
  {
    up: migration_20261126_115359_retention_visitor_consents.up,
    down: migration_20261126_115359_retention_visitor_consents.down,
    name: '20261126_115359_retention_visitor_consents',
  },
  {
    up: migration_20261126_123620_round4_merge.up,
    down: migration_20261126_123620_round4_merge.down,
    name: '20261126_123620_round4_merge',
  },
  {
    up: migration_20261126_153937_round5_merge.up,
    down: migration_20261126_153937_round5_merge.down,
    name: '20261126_153937_round5_merge',
  },
  {
    up: migration_20261126_182945_round6_merge.up,
    down: migration_20261126_182945_round6_merge.down,
    name: '20261126_182945_round6_merge',
  },
]
