import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { adminQuery as query } from "./postgres";

/**
 * A primary and a streaming standby of its own (issue 18, replication lag), made with the server's
 * own programs (initdb, pg_basebackup -R, pg_ctl) in a temporary folder on two free ports, so a test
 * can pause the standby's replay and see what a lagging replica does to the shop. PostgreSQL's
 * programs refuse to run as root: as root they run as the `postgres` user, as CI's machine has it.
 */
export interface StreamingReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops replaying WAL on the standby: it keeps what it has and falls behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): void;
}

function postgresBin(): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(path.join(dir, "initdb")));
  if (!bin) throw new Error("no PostgreSQL server programs under /usr/lib/postgresql");
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function startStreamingReplica(): Promise<StreamingReplica> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), "foldwell-replica-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : path.join(bin, program), asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args, { stdio: "pipe", cwd: dir });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run("initdb", ["-D", path.join(dir, "primary"), "-A", "trust", "-U", "postgres"]);
  run("pg_ctl", ["-D", path.join(dir, "primary"), "-o", serverOptions(primaryPort), "-l", path.join(dir, "primary.log"), "-w", "start"]);
  run("pg_basebackup", ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", path.join(dir, "standby"), "-R"]);
  run("pg_ctl", ["-D", path.join(dir, "standby"), "-o", serverOptions(replicaPort), "-l", path.join(dir, "standby.log"), "-w", "start"]);
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: () => query(replicaUrl, "SELECT pg_wal_replay_pause()"),
    resumeReplay: () => query(replicaUrl, "SELECT pg_wal_replay_resume()"),
    stop() {
      for (const node of ["standby", "primary"]) {
        try {
          run("pg_ctl", ["-D", path.join(dir, node), "-m", "immediate", "-w", "stop"]);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
