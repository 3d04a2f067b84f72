import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { compiled, SHORT_PROCESS } from '../helpers/compiled.js';
import { emptyPostgresDatabase } from '../helpers/databases.js';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, startFailure } from '../../src/store/db.js';
import { templateDir } from '../../src/store/pglite-template.js';

const root = resolve(__dirname, '../..');

describe('the embedded database: one process at a time, never locked out by a dead one', () => {
  it('refuses a second open of the same directory, and opens again once the first is closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'realm-lock-'));
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('a process killed while it holds the database leaves no lock behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'realm-kill-'));
    // A child opens the directory, says so, and waits; it is then killed with SIGKILL (as by the OOM killer or docker kill).
    // The compiled store on plain node (tests/helpers/compiled.ts): no tsx compiling the bot's imports in the child.
    const db = pathToFileURL(await compiled('store/db')).href;
    const child = spawn(process.execPath, [...SHORT_PROCESS, '--input-type=module', '-e', `
      const { openDatabase } = await import(${JSON.stringify(db)});
      await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      process.stdout.write('open\\n');
      setInterval(() => {}, 1000);`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (b: Buffer) => b.toString().includes('open') && done());
      child.once('exit', (code) => fail(new Error(`the child ended first (${code})`)));
    });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const after = await openDatabase({ dataDir: dir });
    await after.close();
  });
});

describe('the embedded database’s files belong to whoever runs the bot', () => {
  it('the build’s template can be copied by any user (the Docker image builds as root and runs as node)', () => {
    const template = templateDir();
    expect(template, 'npm install builds the template').toBeDefined();
    const unreadable: string[] = [];
    const walk = (path: string) => {
      const stat = statSync(path);
      if ((stat.mode & (stat.isDirectory() ? 0o555 : 0o444)) !== (stat.isDirectory() ? 0o555 : 0o444)) unreadable.push(path);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(template!);
    expect(unreadable).toEqual([]);
  });

  it('a data directory the bot makes is its owner’s alone; one that exists keeps its modes', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'realm-modes-'));
    const made = join(parent, 'new', 'data');
    const db = await openDatabase({ dataDir: made });
    await db.close();
    expect(statSync(made).mode & 0o777).toBe(0o700);
    const given = join(parent, 'given');
    mkdirSync(given, { mode: 0o750 });
    chmodSync(given, 0o750);
    await (await openDatabase({ dataDir: given })).close();
    expect(statSync(given).mode & 0o777).toBe(0o750);
  });
});

describe('a failed start says its cause in one sentence', () => {
  it('names a refused connection, a wrong password, a missing right', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(startFailure(new Error('Failed query: …', { cause: refused }))).toMatch(/^The bot could not start: the PostgreSQL server in DATABASE_URL refused the connection/);
    expect(startFailure(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toMatch(/refused the user or password/);
    expect(startFailure(new Error('Failed query: CREATE SCHEMA', { cause: Object.assign(new Error('permission denied for database realm'), { code: '42501' }) }))).toMatch(
      /lacks a right the migration needs \(permission denied for database realm\); grant CREATE/,
    );
  });

  it('names the files the bot was refused, and what to do', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, copyfile '/app/dist/t/x' -> '/app/data/x'"), { code: 'EACCES', path: '/app/dist/t/x', dest: '/app/data/x' });
    expect(startFailure(denied)).toBe(
      "The bot could not start: it was refused access to /app/dist/t/x or /app/data/x (permission denied); the user it runs as must be able to read the build's dist/ and own its data directory (DATA_DIR or --data).",
    );
    expect(startFailure(Object.assign(new Error('EPERM: operation not permitted, mkdir'), { code: 'EPERM', path: '/srv/realm' }))).toMatch(/refused access to \/srv\/realm \(permission denied\)/);
  });
});

const url = process.env.DATABASE_URL;
describe.skipIf(!url)('PostgreSQL start-up', () => {
  const emptyDatabase = (label: string) => emptyPostgresDatabase(url!, label);

  it('processes starting together on an empty database all start (migrations take turns)', async () => {
    const db = await emptyDatabase('together');
    try {
      const opened = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ dataDir: '', databaseUrl: db.url })));
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await db.drop();
    }
  });

  it('an up-to-date database starts with a role that may only read and write its tables', async () => {
    const db = await emptyDatabase('rights');
    const role = `bot_rw_${process.pid}`;
    const admin = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      (await openDatabase({ dataDir: '', databaseUrl: db.url })).close();
      await admin.unsafe(`DROP ROLE IF EXISTS ${role}`);
      await admin.unsafe(`CREATE ROLE ${role} LOGIN PASSWORD 'pw'`);
      await admin.unsafe(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
      await admin.unsafe(`REVOKE CREATE ON DATABASE ${new URL(db.url).pathname.slice(1)} FROM PUBLIC`);
      // Its tables and nothing else: not even the migrations' bookkeeping in schema drizzle.
      await admin.unsafe(`GRANT USAGE ON SCHEMA public TO ${role}`);
      await admin.unsafe(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
      const u = new URL(db.url);
      u.username = role;
      u.password = 'pw';
      const limited = await openDatabase({ dataDir: '', databaseUrl: u.toString() });
      await limited.close();
      // A migration it cannot apply is refused with the right it lacks.
      await admin.unsafe(`ALTER TABLE snapshots DROP COLUMN format`);
      const refused = await openDatabase({ dataDir: '', databaseUrl: u.toString() }).catch((e: unknown) => e);
      expect(startFailure(refused)).toMatch(/^The bot could not start: its database role lacks a right the migration needs \(permission denied/);
    } finally {
      await admin.end();
      await db.drop();
      const a = postgres(url!, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP ROLE IF EXISTS ${role}`).catch(() => {});
      await a.end();
    }
  });

  it('a server that is not there fails the start at once with the cause, and leaves nothing open', async () => {
    const u = new URL(url!);
    u.port = '1';
    const error = await openDatabase({ dataDir: '', databaseUrl: u.toString() }).catch((e: unknown) => e);
    expect(startFailure(error)).toMatch(/refused the connection/);
  });
});
