import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The sandbox capture's photos (000 §4 Verification modal, issue 14): JPEG, PNG or WebP, recognised
 * by their first bytes (a header that says image/jpeg proves nothing), at most MAX_CAPTURE_BYTES
 * each, stored under DATA_DIR with random names, outside the web root and never served.
 */
export const MAX_CAPTURE_BYTES = 8 * 1024 * 1024;

export type CaptureType = "image/jpeg" | "image/png" | "image/webp";

/** The image type by magic bytes, or null. */
export function sniffImageType(bytes: Uint8Array): CaptureType | null {
  const starts = (signature: number[], offset = 0) => bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** The folder of the stored photos: created owner-only on first use. */
export class CaptureStore {
  constructor(readonly dir: string) {}

  /** Writes the bytes under a new random name; answers the name. */
  async write(bytes: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = randomBytes(24).toString("hex");
    await writeFile(path.join(this.dir, name), bytes, { mode: 0o600, flag: "wx" });
    return name;
  }

  async remove(name: string): Promise<void> {
    if (!/^[0-9a-f]{48}$/.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }

  pathOf(name: string): string {
    return path.join(this.dir, name);
  }
}
