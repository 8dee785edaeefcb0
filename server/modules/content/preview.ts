import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { actorForStaffSessionHash, staffSessionHash } from "../staff/session-binding";
import { roleCanReach, type StaffActor } from "../staff/types";
import { contentPreviewGrants, contentPreviewKey, contentPreviewSessions } from "./schema";

/**
 * Preview mode (000 §6, issue 17): a staff member sees drafts, a preview bar and edit buttons on any
 * storefront. Staff sessions live on the default storefront's host, which other storefronts' hosts
 * never see, so the back office hands over a grant instead:
 *
 * 1. `grant()` (back office, staff session): a random token, valid for two minutes, usable once, for
 *    one storefront, bound to the asking staff session. Only its SHA-256 is stored.
 * 2. The storefront's `/admin/preview?token=` calls `exchange()`: the grant is spent (a second use,
 *    another host or a late use gets nothing) and a preview session of that host begins: its token
 *    goes into an httpOnly, SameSite=Strict cookie of that host, for at most an hour and never
 *    longer than the staff session.
 * 3. Every request with the cookie calls `check()`: the preview session, its storefront, and the
 *    staff session behind it (live, member active, role still reaching content). Signing out of the
 *    back office ends preview on every storefront at once.
 */

/** The preview cookie of each storefront host (httpOnly, SameSite=Strict). */
export const PREVIEW_COOKIE = "content-preview";
export const GRANT_LIFETIME_MS = 2 * 60 * 1000;
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;
/** A grant: 256 random bits. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A preview session: 256 random bits, a dot, and their HMAC-SHA256 under the shop's preview key. */
const SESSION_TOKEN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
/** `content-preview=` or, over https, `__Host-content-preview=`. */
const PREVIEW_COOKIE_VALUE = /(?:^|;\s*)(?:__Host-)?content-preview=([^;]*)/;

function hash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface PreviewSession {
  staff: StaffActor;
  storefront: string;
  expiresAt: Date;
}

export class ContentPreviews {
  /** Read by `loadKey()` (at boot after migrating, or on first use); until then no cookie counts as a preview. */
  private key: Buffer | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reads the shop's preview key, making it if this is the first boot (every process reads the same row). */
  async loadKey(): Promise<void> {
    if (this.key) return;
    await this.db.insert(contentPreviewKey).values({ id: 1, key: randomBytes(32).toString("base64url") }).onConflictDoNothing();
    const [row] = await this.db.select().from(contentPreviewKey).where(eq(contentPreviewKey.id, 1));
    this.key = Buffer.from(row.key, "base64url");
  }

  private mac(random: string): string {
    if (!this.key) throw new Error("preview key not loaded");
    return createHmac("sha256", this.key).update(random).digest("base64url");
  }

  /** Whether a session token carries a right MAC: made by this shop, not typed by a visitor. */
  private signed(token: string | undefined): token is string {
    if (!token || !this.key) return false;
    const parts = SESSION_TOKEN.exec(token);
    if (!parts) return false;
    return timingSafeEqual(Buffer.from(parts[2]), Buffer.from(this.mac(parts[1])));
  }

  /**
   * Whether a request's cookies carry a preview session made by this shop (its MAC checked, no
   * query): the page cache lets only these past it, so a forged cookie still gets the cached page.
   */
  carriesPreview(cookieHeader: string | undefined): boolean {
    if (!cookieHeader || !cookieHeader.includes(PREVIEW_COOKIE)) return false;
    const match = PREVIEW_COOKIE_VALUE.exec(cookieHeader);
    return match !== null && this.signed(match[1]);
  }

  /** A single-use token opening preview on `storefront` for the staff session of `staffToken`. */
  async grant(staffToken: string, staff: StaffActor, storefront: string, path: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = new Date(this.now());
    await this.db.insert(contentPreviewGrants).values({
      tokenHash: hash(token),
      staffSessionHash: staffSessionHash(staffToken),
      staffId: staff.id,
      storefront,
      path,
      expiresAt: new Date(now.getTime() + GRANT_LIFETIME_MS),
    });
    // Spent and expired grants are of no use to anyone: cleared as new ones are made.
    await this.db.delete(contentPreviewGrants).where(lt(contentPreviewGrants.expiresAt, now));
    return token;
  }

  /**
   * Spends a grant on the storefront it was made for and starts a preview session there; null when
   * the token is unknown, used, expired, for another storefront, or its staff session has ended.
   */
  async exchange(token: string | undefined, storefront: string): Promise<{ token: string; path: string; expiresAt: Date } | null> {
    if (!token || !TOKEN.test(token)) return null;
    const now = new Date(this.now());
    const [spent] = await this.db
      .update(contentPreviewGrants)
      .set({ usedAt: now })
      .where(
        and(
          eq(contentPreviewGrants.tokenHash, hash(token)),
          isNull(contentPreviewGrants.usedAt),
          gt(contentPreviewGrants.expiresAt, now),
          eq(contentPreviewGrants.storefront, storefront),
        ),
      )
      .returning();
    if (!spent) return null;
    const staff = await actorForStaffSessionHash(this.db, spent.staffSessionHash, now);
    if (!staff || staff.id !== spent.staffId || !roleCanReach(staff.role, "content")) return null;
    await this.loadKey();
    const random = randomBytes(32).toString("base64url");
    const session = `${random}.${this.mac(random)}`;
    const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);
    await this.db.insert(contentPreviewSessions).values({ idHash: hash(session), staffSessionHash: spent.staffSessionHash, staffId: staff.id, storefront, expiresAt });
    await this.db.delete(contentPreviewSessions).where(lt(contentPreviewSessions.expiresAt, now));
    return { token: session, path: spent.path, expiresAt };
  }

  /** The preview session of a cookie on this storefront, checked against its staff session; or null. */
  async check(token: string | undefined, storefront: string): Promise<PreviewSession | null> {
    await this.loadKey();
    if (!this.signed(token)) return null;
    const now = new Date(this.now());
    const [session] = await this.db
      .select()
      .from(contentPreviewSessions)
      .where(and(eq(contentPreviewSessions.idHash, hash(token)), gt(contentPreviewSessions.expiresAt, now), eq(contentPreviewSessions.storefront, storefront)));
    if (!session) return null;
    const staff = await actorForStaffSessionHash(this.db, session.staffSessionHash, now);
    if (!staff || staff.id !== session.staffId || !roleCanReach(staff.role, "content")) return null;
    return { staff, storefront, expiresAt: session.expiresAt };
  }

  async end(token: string | undefined): Promise<void> {
    await this.loadKey();
    if (!this.signed(token)) return;
    await this.db.delete(contentPreviewSessions).where(eq(contentPreviewSessions.idHash, hash(token)));
  }
}
