import * as migration_20261122_090631_initial from './20261122_090631_initial'
import * as migration_20261122_094102_jobs from './20261122_094102_jobs'
import * as migration_20261123_094850_content from './20261123_094850_content'
import * as migration_20261123_100807_contact from './20261123_100807_contact'
import * as migration_20261123_102556_integrations from './20261123_102556_integrations'
import * as migration_20261123_114654_accounts from './20261123_114654_accounts'
import * as migration_20261123_121736_applications from './20261123_121736_applications'
import * as migration_20261123_130749_seo from './20261123_130749_seo'
import * as migration_20261123_143926_live_events from './20261123_143926_live_events'
import * as migration_20261123_150159_document_seo from './20261123_150159_document_seo'
import * as migration_20261124_031028_auth_throttle from './20261124_031028_auth_throttle'
import * as migration_20261124_041207_candidate_deletion from './20261124_041207_candidate_deletion'
import * as migration_20261124_133512_reset_pause_off from './20261124_133512_reset_pause_off'
import * as migration_20261125_001958_storage_fields from './20261125_001958_storage_fields'
import * as migration_20261125_023530_recruiting from './20261125_023530_recruiting'
import * as migration_20261125_032529_audit_log from './20261125_032529_audit_log'
import * as migration_20261125_032736_job_search_stemming from './20261125_032736_job_search_stemming'
import * as migration_20261125_044621_alerts_indexing from './20261125_044621_alerts_indexing'
import * as migration_20261125_045351_cv_proposals_data_rights from './20261125_045351_cv_proposals_data_rights'
import * as migration_20261126_020249_cv_reading from './20261126_020249_cv_reading'
import * as migration_20261126_050832_open_days from './20261126_050832_open_days'
import * as migration_20261126_060813_clients_placements from './20261126_060813_clients_placements'
import * as migration_20261126_061432_consent_retention from './20261126_061432_consent_retention'
import * as migration_20261126_061801_client_portal from './20261126_061801_client_portal'
import * as migration_20261126_062107_salary_survey from './20261126_062107_salary_survey'
import * as migration_20261126_062330_notify from './20261126_062330_notify'
import * as migration_20261126_062611_matching from './20261126_062611_matching'
import * as migration_20261126_092201_round3_merge from './20261126_092201_round3_merge'
import * as migration_20261126_092312_consent_visitors from './20261126_092312_consent_visitors'
import * as migration_20261126_115359_retention_visitor_consents from './20261126_115359_retention_visitor_consents'
import * as migration_20261126_123625_round4_merge from './20261126_123625_round4_merge'
import * as migration_20261126_153940_round5_merge from './20261126_153940_round5_merge'
import * as migration_20261126_182948_round6_merge from './20261126_182948_round6_merge'

export const migrations = [
  {
    up: migration_20261122_090631_initial.up,
    down: migration_20261122_090631_initial.down,
    name: '20261122_090631_initial',
  },
  {
    up: migration_20261122_094102_jobs.up,
    down: migration_20261122_094102_jobs.down,
    name: '20261122_094102_jobs',
  },
  {
    up: migration_20261123_094850_content.up,
    down: migration_20261123_094850_content.down,
    name: '20261123_094850_content',
  },
  {
    up: migration_20261123_100807_contact.up,
    down: migration_20261123_100807_contact.down,
    name: '20261123_100807_contact',
  },
  {
    up: migration_20261123_102556_integrations.up,
    down: migration_20261123_102556_integrations.down,
    name: '20261123_102556_integrations',
  },
  {
    up: migration_20261123_114654_accounts.up,
    down: migration_20261123_114654_accounts.down,
    name: '20261123_114654_accounts',
  },
  {
    up: migration_20261123_121736_applications.up,
    down: migration_20261123_121736_applications.down,
    name: '20261123_121736_applications',
  },
  {
    up: migration_20261123_130749_seo.up,
    down: migration_20261123_130749_seo.down,
    name: '20261123_130749_seo',
  },
  {
    up: migration_20261123_143926_live_events.up,
    down: migration_20261123_143926_live_events.down,
    name: '20261123_143926_live_events',
  },
  {
    up: migration_20261123_150159_document_seo.up,
    down: migration_20261123_150159_document_seo.down,
    name: '20261123_150159_document_seo',
  },
  {
    up: migration_20261124_031028_auth_throttle.up,
    down: migration_20261124_031028_auth_throttle.down,
    name: '20261124_031028_auth_throttle',
  },
  {
    up: migration_20261124_041207_candidate_deletion.up,
    down: migration_20261124_041207_candidate_deletion.down,
    name: '20261124_041207_candidate_deletion',
  },
  {
    up: migration_20261124_133512_reset_pause_off.up,
    down: migration_20261124_133512_reset_pause_off.down,
    name: '20261124_133512_reset_pause_off',
  },
  {
    up: migration_20261125_001958_storage_fields.up,
    down: migration_20261125_001958_storage_fields.down,
    name: '20261125_001958_storage_fields',
  },
  {
    up: migration_20261125_023530_recruiting.up,
    down: migration_20261125_023530_recruiting.down,
    name: '20261125_023530_recruiting',
  },
  {
    up: migration_20261125_032529_audit_log.up,
    down: migration_20261125_032529_audit_log.down,
    name: '20261125_032529_audit_log',
  },
  {
    up: migration_20261125_032736_job_search_stemming.up,
    down: migration_20261125_032736_job_search_stemming.down,
    name: '20261125_032736_job_search_stemming',
  },
  {
    up: migration_20261125_044621_alerts_indexing.up,
    down: migration_20261125_044621_alerts_indexing.down,
    name: '20261125_044621_alerts_indexing',
  },
  {
    up: migration_20261125_045351_cv_proposals_data_rights.up,
    down: migration_20261125_045351_cv_proposals_data_rights.down,
    name: '20261125_045351_cv_proposals_data_rights',
  },
  {
    up: migration_20261126_020249_cv_reading.up,
    down: migration_20261126_020249_cv_reading.down,
    name: '20261126_020249_cv_reading',
  },
  {
    up: migration_20261126_050832_open_days.up,
    down: migration_20261126_050832_open_days.down,
    name: '20261126_050832_open_days',
  },
  {
    up: migration_20261126_060813_clients_placements.up,
    down: migration_20261126_060813_clients_placements.down,
    name: '20261126_060813_clients_placements',
  },
  {
    up: migration_20261126_061432_consent_retention.up,
    down: migration_20261126_061432_consent_retention.down,
    name: '20261126_061432_consent_retention',
  },
  {
    up: migration_20261126_061801_client_portal.up,
    down: migration_20261126_061801_client_portal.down,
    name: '20261126_061801_client_portal',
  },
  {
    up: migration_20261126_062107_salary_survey.up,
    down: migration_20261126_062107_salary_survey.down,
    name: '20261126_062107_salary_survey',
  },
  {
    up: migration_20261126_062330_notify.up,
    down: migration_20261126_062330_notify.down,
    name: '20261126_062330_notify',
  },
  {
    up: migration_20261126_062611_matching.up,
    down: migration_20261126_062611_matching.down,
    name: '20261126_062611_matching',
  },
  {
    up: migration_20261126_092201_round3_merge.up,
    down: migration_20261126_092201_round3_merge.down,
    name: '20261126_092201_round3_merge',
  },
  {
    up: migration_20261126_092312_consent_visitors.up,
    down: migration_20261126_092312_consent_visitors.down,
    name: '20261126_092312_consent_visitors',
  },
  {
    up: migration_20261126_115359_retention_visitor_consents.up,
    down: migration_20261126_115359_retention_visitor_consents.down,
    name: '20261126_115359_retention_visitor_consents',
  },
  {
    up: migration_20261126_123625_round4_merge.up,
    down: migration_20261126_123625_round4_merge.down,
    name: '20261126_123625_round4_merge',
  },
  {
    up: migration_20261126_153940_round5_merge.up,
    down: migration_20261126_153940_round5_merge.down,
    name: '20261126_153940_round5_merge',
  },
  {
    up: migration_20261126_182948_round6_merge.up,
    down: migration_20261126_182948_round6_merge.down,
    name: '20261126_182948_round6_merge',
  },
]
