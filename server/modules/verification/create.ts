import os from "node:os";
import path from "node:path";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { OnfidoVerificationProvider } from "../../integrations/verification/onfido";
import { SandboxVerificationProvider } from "../../integrations/verification/sandbox";
import type { VerificationProvider } from "../../integrations/verification/types";
import type { CustomerService } from "../customer/service";
import { CaptureStore } from "./files";
import { VerificationService } from "./service";

export type { VerificationService };

/**
 * Where the sandbox capture's photos are kept: DATA_DIR/verification-files (the web root is
 * build/client, so they are never served); a shop with an in-memory database (tests) uses a
 * folder of its own under the system's temporary directory.
 */
export function captureDir(dataDir: string): string {
  if (dataDir.startsWith("memory://")) return path.join(os.tmpdir(), `foldwell-verification-${process.pid}`);
  return path.resolve(dataDir, "verification-files");
}

/** The configured provider (env.ts checked the Onfido settings at boot). */
export function verificationProvider(env: Env): VerificationProvider {
  if (env.VERIFICATION_PROVIDER === "onfido") {
    return new OnfidoVerificationProvider({
      apiToken: env.ONFIDO_API_TOKEN!,
      workflowId: env.ONFIDO_WORKFLOW_ID!,
      webhookSecret: env.ONFIDO_WEBHOOK_SECRET!,
      region: env.ONFIDO_REGION,
    });
  }
  return new SandboxVerificationProvider();
}

export function createVerificationService(
  env: Env,
  db: Database,
  customers: CustomerService,
  logger: Logger,
  options: { provider?: VerificationProvider; now?: () => number } = {},
): VerificationService {
  return new VerificationService(
    db,
    customers,
    options.provider ?? verificationProvider(env),
    new CaptureStore(captureDir(env.DATA_DIR)),
    { sandboxDelayMs: env.VERIFICATION_SANDBOX_DELAY_MS, waitMs: env.VERIFICATION_WAIT_MS },
    options.now ?? Date.now,
    logger,
  );
}
