// `npm run backup` as an operator runs it: while the server takes inserts, then restored.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { postgresBinDir, runSql, startPostgresCluster } from "../../testing/postgres-cluster.ts";
import { killServerProcesses, runScript, startServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const fixture = createStaticFixture();
const scratch = mkdtempSync(join(tmpdir(), "backup-test-"));
afterEach(killServerProcesses);
afterAll(() => {
  fixture.remove();
  rmSync(scratch, { recursive: true, force: true });
});

const send = (url: string, message: string) =>
  fetch(`${url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: "public-anon-key", "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", message }),
  });

const messagesIn = async (options: { dataDir: string } | { databaseUrl: string; dataDir: string }) => {
  const db = await openDatabase(options);
  try {
    return (await storedLeads(db, { limit: 10_000 })).map((lead) => lead.message);
  } finally {
    await db.close();
  }
};

describe("backups of the embedded database", { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await freshPgliteDataDir();
  });
  afterAll(() => removeDataDir(dataDir));

  it("takes a snapshot through the running server while it stores messages, and restores every acknowledged one", async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      STATIC_DIR: fixture.dir,
      RATE_LIMIT_PER_CLIENT: "off",
      RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
    });
    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i++) if ((await send(server.url, `before ${i}`)).status === 201) acknowledged.push(`before ${i}`);
    expect(acknowledged).toHaveLength(20);

    // Inserts keep arriving while the snapshot is taken; it must neither block them nor break.
    let sending = true;
    const during = (async () => {
      let sent = 0;
      while (sending && sent < 200) expect((await send(server.url, `during ${sent++}`)).status).toBe(201);
    })();
    const out = join(scratch, "embedded.tar.gz");
    // From the TypeScript source through tsx, as `npm run backup` runs it (the other runs are compiled: testing/compiled-commands.ts).
    const backup = await runScript("scripts/backup.ts", ["--out", out], { DATA_DIR: dataDir }, 120_000, "tsx");
    sending = false;
    await during;
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^Backed up the embedded database to .*embedded\.tar\.gz \(\d+ KB\)\.\n$/);
    expect(statSync(out).mode & 0o777).toBe(0o600); // it holds every lead: owner-only
    await server.stop();

    const restored = join(scratch, "restored");
    const restore = await runScript("scripts/backup.ts", ["--restore", out], { DATA_DIR: restored }, 120_000);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const messages = await messagesIn({ dataDir: restored });
    expect(messages).toEqual(expect.arrayContaining(acknowledged));
  });

  it("refuses to restore over a database that exists", async () => {
    const occupied = join(scratch, "occupied");
    mkdirSync(occupied);
    spawnSync("touch", [join(occupied, "PG_VERSION")]);
    const restore = await runScript("scripts/backup.ts", ["--restore", join(scratch, "embedded.tar.gz")], { DATA_DIR: occupied });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/occupied is not empty: restore into a new DATA_DIR/);
  });
});

describe("backups of PostgreSQL", { timeout: 120_000 }, () => {
  it("gives pg_dump the password through its environment, never its command line, and writes the dump owner-only", async () => {
    // A role that must log in with its password: trust for the superuser only.
    const hbaDir = mkdtempSync(join(tmpdir(), "backup-hba-"));
    chmodSync(hbaDir, 0o755);
    const hbaFile = join(hbaDir, "pg_hba.conf");
    writeFileSync(hbaFile, "local all postgres trust\nlocal all all scram-sha-256\n", { mode: 0o644 });
    const cluster = await startPostgresCluster({
      settings: { hba_file: hbaFile },
      setupSql: "create role dumper login superuser password 'hunter2-dump-pw'",
    });
    // pg_dump as found on PATH: a wrapper that records the arguments it was given, then runs the real one.
    const wrapperDir = join(hbaDir, "bin");
    mkdirSync(wrapperDir);
    const argvLog = join(hbaDir, "argv.log");
    writeFileSync(
      join(wrapperDir, "pg_dump"),
      `#!/bin/sh\nprintf '%s\\n' "$@" >> ${argvLog}\nexec ${join(postgresBinDir, "pg_dump")} "$@"\n`,
      {
        mode: 0o755,
      },
    );
    try {
      const databaseUrl = cluster.urlFor("dumper").replace("dumper@", "dumper:hunter2-dump-pw@");
      const out = join(scratch, "with-password.dump");
      const backup = await runScript("scripts/backup.ts", ["--out", out], {
        DATABASE_URL: databaseUrl,
        PATH: `${wrapperDir}:${process.env.PATH ?? ""}`,
      });
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const argv = readFileSync(argvLog, "utf8");
      expect(argv).toContain("--format=custom"); // the wrapper did see the real run
      expect(argv).not.toContain("hunter2-dump-pw");
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect(statSync(out).size).toBeGreaterThan(0);
    } finally {
      await cluster.stop();
      rmSync(hbaDir, { recursive: true, force: true });
    }
  });

  it("dumps with pg_dump in its custom format, which pg_restore brings back", async () => {
    const cluster = await startPostgresCluster();
    try {
      const db = await openDatabase({ databaseUrl: cluster.url, dataDir: "unused" });
      await db.insertContactSubmissions([{ name: "Grace Hopper", email: "grace@example.com", company: null, message: "Dumped" }], {
        clientAddress: "192.0.2.10",
      });
      await db.close();
      const out = join(scratch, "postgres.dump");
      const backup = await runScript("scripts/backup.ts", ["--out", out], { DATABASE_URL: cluster.url });
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toContain("Backed up the PostgreSQL database to");

      await runSql(cluster.url, "create database restored");
      const restore = spawnSync(
        join(postgresBinDir, "pg_restore"),
        ["--no-owner", "--dbname", cluster.urlFor("postgres", "restored"), out],
        {
          encoding: "utf8",
        },
      );
      expect(restore.stderr).toBe("");
      expect(await messagesIn({ databaseUrl: cluster.urlFor("postgres", "restored"), dataDir: "unused" })).toEqual(["Dumped"]);
    } finally {
      await cluster.stop();
    }
  });
});
