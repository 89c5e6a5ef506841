import { statfs } from "node:fs/promises";

export interface GateLimits {
  perAddress: number;
  total: number;
  stagingMaxBytes: number;
  diskFreeMinBytes: number;
}

/** Why an upload may not start now; the visitor is asked to try again shortly (503 with Retry-After). */
export type GateRefusal = "address-busy" | "server-busy" | "staging-full" | "disk-low";

export interface UploadTicket {
  /** Count bytes written to staging; false once the staging cap is reached (the upload must stop). */
  addStagedBytes(bytes: number): boolean;
  /** The upload is over (stored, refused or failed) and its staging files are gone. */
  release(): void;
}

/**
 * The uploads this process is receiving: how many per client address and in all, and how many
 * bytes they hold in staging. Checked before a byte of the body is read. Counting happens
 * synchronously on the event loop, so concurrent requests cannot both take the last place.
 */
export class UploadGate {
  private readonly limits: GateLimits;
  private readonly dataDir: string;
  private readonly byAddress = new Map<string, number>();
  private active = 0;
  private stagedBytes = 0;

  constructor(limits: GateLimits, dataDir: string) {
    this.limits = limits;
    this.dataDir = dataDir;
  }

  /** Take a place for an upload of `declaredBytes` (its Content-Length, or 0 when unknown). */
  async enter(bucket: string, declaredBytes: number): Promise<UploadTicket | GateRefusal> {
    // Free disk first (the one await): the places below are then taken without yielding.
    const disk = await statfs(this.dataDir).catch(() => undefined);
    if (disk && disk.bavail * disk.bsize - declaredBytes < this.limits.diskFreeMinBytes) return "disk-low";
    const mine = this.byAddress.get(bucket) ?? 0;
    if (mine >= this.limits.perAddress) return "address-busy";
    if (this.active >= this.limits.total) return "server-busy";
    if (this.stagedBytes + declaredBytes > this.limits.stagingMaxBytes) return "staging-full";

    this.byAddress.set(bucket, mine + 1);
    this.active++;
    let staged = 0;
    let released = false;
    return {
      addStagedBytes: (bytes) => {
        staged += bytes;
        this.stagedBytes += bytes;
        return this.stagedBytes <= this.limits.stagingMaxBytes;
      },
      release: () => {
        if (released) return;
        released = true;
        this.stagedBytes -= staged;
        this.active--;
        const left = (this.byAddress.get(bucket) ?? 1) - 1;
        if (left > 0) this.byAddress.set(bucket, left);
        else this.byAddress.delete(bucket);
      },
    };
  }

  /** For tests and logs. */
  get uploadsInProgress(): number {
    return this.active;
  }
}
