// The server tests' global setup for databases, once per run: the shared PostgreSQL cluster with
// its migrated template (testing/shared-postgres.ts), and the migrated PGlite data directory every
// PGlite suite copies (testing/database-engines.ts), built here so that test files starting
// together do not each build or wait for it.
import type { TestProject } from "vitest/node";
import { migratePostgres } from "../server/db/migrate.ts";
import { pgliteTemplate } from "./pglite-template.ts";
import { runSql, socketUrl, startPostgresCluster } from "./postgres-cluster.ts";

const template = "migrated_template";

export default async function startTestDatabases(project: TestProject) {
  const [cluster] = await Promise.all([
    // Scratch data: nothing needs to survive a crash, so nothing waits for the disk.
    startPostgresCluster({ settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" } }),
    pgliteTemplate(),
  ]);
  try {
    await runSql(cluster.url, `create database ${template}`);
    await migratePostgres(socketUrl(cluster, "postgres", template));
    // A template no one may connect to cannot be busy when a suite copies it.
    await runSql(cluster.url, `alter database ${template} with allow_connections false is_template true`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide("sharedPostgres", { socketDir: cluster.socketDir, port: cluster.port, template });
  return () => cluster.stop();
}
