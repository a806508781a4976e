import { describe, expect, it } from "vitest";
import { databaseName } from "./database-name.ts";

describe("the database a command names", () => {
  it("names the embedded database by its directory, as typed when it is under the working directory", () => {
    expect(databaseName({ url: undefined, dataDir: "/srv/site/data" }, "/srv/site")).toBe("the embedded database in ./data");
    expect(databaseName({ url: undefined, dataDir: "/var/lib/site" }, "/srv/site")).toBe("the embedded database in /var/lib/site");
  });

  it("names PostgreSQL by host, port and database, never the user or the password", () => {
    const name = databaseName({ url: "postgres://leads_user:s3cret@db.example.com:5433/leads", dataDir: "/srv/site/data" });
    expect(name).toBe("PostgreSQL at db.example.com:5433/leads");
    expect(databaseName({ url: "postgresql:///site?host=/var/run/postgresql", dataDir: "/x" })).toBe(
      "PostgreSQL at /var/run/postgresql/site",
    );
  });
});
