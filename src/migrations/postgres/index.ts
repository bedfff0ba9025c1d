import * as migration_20261122_090631_initial from './20261122_090631_initial'
import * as migration_20261122_094102_jobs from './20261122_094102_jobs'

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
]
