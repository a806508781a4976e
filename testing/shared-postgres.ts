// One PostgreSQL cluster for a whole test run, and a fresh database per suite copied from a
// migrated template: `CREATE DATABASE ... TEMPLATE` takes a few tens of milliseconds, where a
// cluster per file cost 2-3 s (and running the migrations on it more). The server tests' global
// setup (testing/test-databases-setup.ts) starts it and hands its address to the test files
// through vitest's provide/inject. Tests that stop, kill or freeze PostgreSQL keep a cluster of their own.
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { runSql, socketUrl, startPostgresCluster } from "./postgres-cluster.ts";

export type SharedPostgres = { socketDir: string; port: number; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    sharedPostgres: SharedPostgres | undefined;
  }
}

export type FreshPostgresDatabase = { url: string; dispose(): Promise<void> };

/**
 * A new, migrated database of its own: on the run's shared cluster when the global setup started
 * one, else (a script, a bench) on a throwaway cluster of its own.
 */
export async function freshPostgresDatabase(): Promise<FreshPostgresDatabase> {
  const shared = sharedPostgres();
  if (!shared) {
    const cluster = await startPostgresCluster({ settings: { fsync: "off" } });
    return { url: cluster.url, dispose: () => cluster.stop() };
  }
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = socketUrl(shared, "postgres");
  await createFromTemplate(admin, name, shared.template);
  return {
    url: socketUrl(shared, "postgres", name),
    // FORCE: a server a test killed may leave a connection behind.
    dispose: () => runSql(admin, `drop database if exists ${name} with (force)`),
  };
}

function sharedPostgres(): SharedPostgres | undefined {
  try {
    return inject("sharedPostgres");
  } catch {
    return undefined; // not inside a vitest worker
  }
}

// Two copies of one template at the same moment can meet "source database is being accessed by
// other users" (55006): the other CREATE DATABASE holds it for an instant. Try again.
async function createFromTemplate(admin: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await runSql(admin, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}
