import { afterAll } from 'vitest';
import { closeIdleDatabases } from './helpers/test-database.js';

// One in-memory database per test file at most (tests/helpers/test-database.ts), removed when the file is done.
afterAll(closeIdleDatabases);
