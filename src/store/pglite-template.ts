import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An embedded database already initialised and migrated, written by the build (scripts/build.mjs) into dist/: a
 * new data directory or an in-memory database starts from it instead of running initdb, which costs seconds of CPU
 * on every start. A template older than the migrations is brought up to date by the usual migration at open.
 */
export const TEMPLATE_PATH = resolve(root, 'dist/pglite-template.tar');
export const MIGRATIONS_FOLDER = resolve(root, 'migrations');

/** The embedded database's shared buffers (see writeTemplate). */
export const SHARED_BUFFERS = '16MB';

export async function writeTemplate(path = TEMPLATE_PATH): Promise<void> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    // PostgreSQL's default 128 MB of shared buffers is cleared at every start (CPU and memory) and is far more than
    // a bot's games need: the operating system's cache keeps the rest. Written into the template's
    // postgresql.auto.conf, so every database made from it starts with it.
    await client.exec(`ALTER SYSTEM SET shared_buffers = '${SHARED_BUFFERS}'`);
    const tar = await client.dumpDataDir('none');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** The template, when the build wrote one. */
export function readTemplate(path = TEMPLATE_PATH): Blob | undefined {
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}
