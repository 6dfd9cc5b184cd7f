import { createHash } from 'node:crypto';
import { VESSEL_ERRORS } from '@havhjaelp/common/vessel-errors';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { AppError } from '../../http/app-error';
import { fetchPublic, PublicFetchError, type PublicFetchOptions } from '../../http/public-fetch';
import { ImageStore, isKeptImageType, type StoredImage } from './image-store';

/** A picture's name on disk and in its address: from its link, so a new link is a new picture. */
export function imageKey(link: string): string {
  return createHash('sha256').update(link).digest('base64url').slice(0, 32);
}

/** Where the browser loads a vessel's picture from: the server's copy, never the link. */
export function vesselImageSrc(vesselId: string, link: string | null): string | null {
  return link === null ? null : `/img/vessels/${encodeURIComponent(vesselId)}/${imageKey(link)}`;
}

export const IMAGE_DEFAULTS = {
  /** A phone's photo as shared is mostly below this; the card shows it small anyway. */
  maxBytes: 8 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
  /** Fetches in flight at once; more wait, up to `maxQueued`, then the answer is 'busy'. */
  maxConcurrent: 4,
  maxQueued: 32,
  /** A link that gave no picture is not asked again for this long (each view would ask). */
  failureMemoryMs: 10 * 60_000,
  /** A stored picture no vessel names any more goes after this (a preview waits to be saved). */
  unusedGraceMs: 60 * 60_000,
} as const;

/** Failures remembered at most, so a flood of bad links cannot fill the memory. */
const MAX_REMEMBERED_FAILURES = 10_000;

export interface VesselImagesOptions {
  dir: string;
  now: () => Date;
  log: FastifyBaseLogger;
  userAgent: string;
  loopbackOrigins: readonly string[];
  /** Whether links outside the loopback origins are fetched at all (config's IMAGE_FETCH). */
  internet: boolean;
  settings?: Partial<typeof IMAGE_DEFAULTS>;
}

/**
 * Vessel pictures, fetched by the server once per link and kept on disk, so no viewer's browser
 * ever calls the host a link points at. Requests for one link arriving together share one fetch.
 */
export class VesselImages {
  private readonly store: ImageStore;
  private readonly settings: typeof IMAGE_DEFAULTS;
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly inFlight = new Map<string, Promise<StoredImage>>();
  private readonly failures = new Map<string, number>();
  private readonly fetchOptions: PublicFetchOptions;

  constructor(private readonly options: VesselImagesOptions) {
    this.store = new ImageStore(options.dir);
    this.settings = { ...IMAGE_DEFAULTS, ...options.settings };
    this.limit = pLimit(this.settings.maxConcurrent);
    this.fetchOptions = {
      accepts: isKeptImageType,
      maxBytes: this.settings.maxBytes,
      timeoutMs: this.settings.timeoutMs,
      maxRedirects: this.settings.maxRedirects,
      userAgent: options.userAgent,
      loopbackOrigins: options.loopbackOrigins,
      internet: options.internet,
    };
  }

  /** The picture behind `link`: from disk, or fetched (once) and kept. */
  picture(link: string): Promise<StoredImage> {
    const key = imageKey(link);
    const running = this.inFlight.get(key);
    if (running) return running;
    const loading = this.load(key, link).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  private async load(key: string, link: string): Promise<StoredImage> {
    const stored = await this.store.read(key);
    if (stored) return stored;
    const now = this.options.now().getTime();
    if ((this.failures.get(key) ?? 0) > now)
      throw new AppError(VESSEL_ERRORS.VESSEL_IMAGE_UNUSABLE);
    if (this.limit.pendingCount >= this.settings.maxQueued) {
      throw new AppError(VESSEL_ERRORS.VESSEL_IMAGE_BUSY);
    }
    let image: StoredImage;
    try {
      const answer = await this.limit(() => fetchPublic(link, this.fetchOptions));
      image = { body: answer.body, mediaType: answer.mediaType };
    } catch (error) {
      if (!(error instanceof PublicFetchError)) throw error;
      this.remember(key, now + this.settings.failureMemoryMs);
      this.options.log.info(
        { failure: error.failure, reason: error.message },
        'vessel picture refused',
      );
      throw new AppError(VESSEL_ERRORS.VESSEL_IMAGE_UNUSABLE);
    }
    try {
      await this.store.write(key, image, this.options.now());
    } catch (error) {
      // A full disk must not cost the viewer the picture just fetched.
      this.options.log.error({ err: error }, 'vessel picture not stored');
    }
    return image;
  }

  private remember(key: string, until: number): void {
    if (this.failures.size >= MAX_REMEMBERED_FAILURES) this.failures.clear();
    this.failures.set(key, until);
  }

  /** Removes the stored pictures of links no vessel names any more; answers how many went. */
  async sweep(linksInUse: readonly string[]): Promise<number> {
    const keep = new Set(linksInUse.map(imageKey));
    const before = this.options.now().getTime() - this.settings.unusedGraceMs;
    return (await this.store.sweep(keep, before)).length;
  }
}
