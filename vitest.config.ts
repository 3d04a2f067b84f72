import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    // A guard against a hung test, not a measure of speed (no assertion rests on time): the heaviest tests take 4-5 s
    // of CPU, and beside another full suite on this 2-core machine (load average 12-14) they took over 30 s of wall.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // PGlite start-up is heavy; two cores: keep workers few.
    maxWorkers: 2,
    // The files of a worker share their modules: each file no longer imports the bot again (seconds of CPU per file:
    // discord.js, PGlite, the canvas, the rules' tables checked at load), and the in-memory databases of
    // tests/helpers/test-database.ts serve every file of the worker. No test may leave state behind in a module.
    isolate: false,
    // With shared modules, a spy or a stubbed global or variable must not outlive its test.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
