import { inject } from 'vitest'

// Set before any test file imports the Payload config (which reads the env).
process.env.DATA_DIR = inject('dataDir')
process.env.DATABASE_URL = inject('databaseUrl')
process.env.SERVER_URL = 'http://localhost:3000'
process.env.PAYLOAD_SECRET = 'integration-tests-secret-0123456789abcdef'
process.env.LOG_LEVEL ??= 'fatal'
