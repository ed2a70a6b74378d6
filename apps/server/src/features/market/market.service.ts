import { randomUUID } from 'node:crypto';
import {
  AD_PAGE_SIZE,
  type AdForm,
  type MarketAd,
  type MarketAdPage,
  type MarketEvent,
  adFormSchema,
  adListQuerySchema,
  adSearchText,
  adTitle,
  canChangeAd,
  canDeleteAd,
  canSeeAd,
  foldText,
  liveTopics,
} from '@trialhub/domain';
import { type Viewer, hasRole, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter, RateLimits } from '../../http/rate-limit.js';
import type { LiveHub } from '../../live/hub.js';
import * as repo from './market.repository.js';

/** Posting limit per seller: enough for a rider clearing out a garage, not for a spam script. */
const POSTS_PER_HOUR = 10;

/** A photo uploaded for a form and never posted is kept this long (the seller may still be typing). */
const UNUSED_PHOTO_MS = 24 * 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The riders' market (issue 9): everyone reads ads on sale; a signed-in user posts, edits, marks sold
 * and deletes their own; an admin removes any (the seller still sees it, as removed). Every rule of the
 * form is the domain's adFormSchema, the same one the browser checks.
 */
export class MarketService {
  private readonly postLimiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    limits: RateLimits,
  ) {
    this.postLimiter = limits.rule({ name: 'market.ads', max: POSTS_PER_HOUR, windowMs: 3_600_000 });
  }

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async list(viewer: Viewer | null, rawQuery: Record<string, string>): Promise<MarketAdPage> {
    const parsed = adListQuerySchema.safeParse(rawQuery);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const query = parsed.data;
    const { rows, total } = await repo.listActiveAds(this.db, query, foldText(query.q ?? ''), AD_PAGE_SIZE);
    return { items: rows.map((r) => toAd(r, viewer)), total, page: query.page, pageSize: AD_PAGE_SIZE };
  }

  async mine(viewer: Viewer | null): Promise<MarketAd[]> {
    requireViewer(viewer);
    return (await repo.listSellerAds(this.db, viewer.userId)).map((r) => toAd(r, viewer));
  }

  /**
   * An ad to show; removed ones only to their seller and admins (everyone else: 404); one its seller
   * deleted is 410 for everyone (nobody can see it any more).
   */
  async get(viewer: Viewer | null, id: string): Promise<MarketAd> {
    if (UUID.test(id) && (await repo.wasDeleted(this.db, id))) throw new AppError('adGone');
    const row = await this.find(this.db, id);
    if (!canSeeAd(row, viewerRights(viewer))) throw new AppError('notFound');
    return toAd(row, viewer);
  }

  /** For the page's Open Graph tags: public ads only, null otherwise. */
  async findPublic(id: string): Promise<MarketAd | null> {
    if (!UUID.test(id)) return null;
    const row = await repo.findAd(this.db, id);
    return row && row.status !== 'removed' ? toAd(row, null) : null;
  }

  /**
   * Whether the ad was here and is no longer (its page answers 410 Gone, issue #37): 'deleted' by its
   * seller (gone for everyone), 'removed' by a moderator (its seller and admins still see it); null
   * for an ad there is, or never was.
   */
  async goneAs(id: string): Promise<'deleted' | 'removed' | null> {
    if (!UUID.test(id)) return null;
    if (await repo.wasDeleted(this.db, id)) return 'deleted';
    return (await repo.findAd(this.db, id))?.status === 'removed' ? 'removed' : null;
  }

  async create(viewer: Viewer | null, body: unknown): Promise<MarketAd> {
    requireViewer(viewer);
    const form = parseForm(body);
    await this.postLimiter.hit(viewer.userId);
    const id = randomUUID();
    await this.tx(async (tx) => {
      await checkImage(tx, viewer, form.imageFileId, null);
      await repo.insertAd(tx, { id, sellerId: viewer.userId, ...values(form) });
      await repo.deleteUnusedPhotos(tx, viewer.userId, new Date(Date.now() - UNUSED_PHOTO_MS));
      // Last in the transaction, as every publish: it holds the topic's row lock until commit.
      await this.announce(tx, id);
    });
    return this.get(viewer, id);
  }

  async edit(viewer: Viewer | null, id: string, body: unknown): Promise<MarketAd> {
    requireViewer(viewer);
    const form = parseForm(body);
    await this.tx(async (tx) => {
      const ad = await this.find(tx, id);
      this.assertCanChange(ad, viewer);
      if (form.imageFileId !== ad.imageFileId) {
        await checkImage(tx, viewer, form.imageFileId, id);
        await repo.updateAd(tx, id, values(form));
        // The old photo belonged to this ad alone.
        await repo.deleteFile(tx, ad.imageFileId);
      } else {
        await repo.updateAd(tx, id, values(form));
      }
      await this.announce(tx, id);
    });
    return this.get(viewer, id);
  }

  async setStatus(viewer: Viewer | null, id: string, status: 'active' | 'sold'): Promise<MarketAd> {
    requireViewer(viewer);
    await this.tx(async (tx) => {
      const ad = await this.find(tx, id);
      this.assertCanChange(ad, viewer);
      await repo.updateAd(tx, id, { status });
      await this.announce(tx, id);
    });
    return this.get(viewer, id);
  }

  async remove(viewer: Viewer | null, id: string): Promise<void> {
    requireViewer(viewer);
    await this.tx(async (tx) => {
      const ad = await this.find(tx, id);
      if (!canDeleteAd(ad, viewer)) throw new AppError(canSeeAd(ad, viewerRights(viewer)) ? 'forbidden' : 'notFound');
      await repo.deleteAd(tx, id);
      await repo.deleteFile(tx, ad.imageFileId);
      await this.announce(tx, id);
    });
  }

  /** Moderation: the ad leaves the market; its seller sees it as removed. */
  async moderate(viewer: Viewer | null, id: string): Promise<MarketAd> {
    requireRole(viewer, 'admin');
    await this.tx(async (tx) => {
      const ad = await this.find(tx, id);
      await repo.updateAd(tx, id, { status: 'removed', removedBy: viewer.userId });
      await writeAudit(tx, {
        stageId: null,
        event: 'remove_ad',
        data: { adId: id, sellerId: ad.sellerId, description: ad.description },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      await this.announce(tx, id);
    });
    return this.get(viewer, id);
  }

  /** Tells everyone on the market pages, in the transaction of the change: the ad as the public sees it. */
  private async announce(tx: Db, id: string): Promise<void> {
    const row = await repo.findAd(tx, id);
    const event: MarketEvent =
      row && row.status !== 'removed' ? { type: 'ad.upserted', ad: toAd(row, null) } : { type: 'ad.removed', id };
    await this.hub.publish(tx, liveTopics.market, event);
  }

  private async find(db: Db, id: string): Promise<repo.AdRow> {
    if (!UUID.test(id)) throw new AppError('notFound');
    const row = await repo.findAd(db, id);
    if (!row) throw new AppError('notFound');
    return row;
  }

  private assertCanChange(ad: repo.AdRow, viewer: Viewer): void {
    if (canChangeAd(ad, viewer)) return;
    if (ad.sellerId === viewer.userId) throw new AppError('adRemoved');
    throw new AppError(canSeeAd(ad, viewerRights(viewer)) ? 'forbidden' : 'notFound');
  }
}

function viewerRights(viewer: Viewer | null) {
  return viewer ? { userId: viewer.userId, isAdmin: hasRole(viewer, 'admin') } : null;
}

function parseForm(body: unknown): AdForm {
  const parsed = adFormSchema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}

/** The photo must be an ad image this user uploaded, not shown by another ad. */
async function checkImage(db: Db, viewer: Viewer, fileId: string, adId: string | null): Promise<void> {
  const image = UUID.test(fileId) ? await repo.findAdImage(db, fileId) : null;
  if (
    !image ||
    image.kind !== 'ad-image' ||
    image.ownerId !== viewer.userId ||
    (image.usedBy && image.usedBy !== adId)
  ) {
    throw new AppError('validation', { imageFileId: 'market.imageRequired' });
  }
}

function values(form: AdForm): repo.AdValues {
  return {
    description: form.description,
    searchText: adSearchText(form),
    priceCents: Math.round(form.price * 100),
    category: form.category,
    location: form.location,
    imageFileId: form.imageFileId,
    phone: form.phone,
    whatsapp: form.whatsapp,
  };
}

export function toAd(row: repo.AdRow, viewer: Viewer | null): MarketAd {
  return {
    id: row.id,
    title: adTitle(row.description),
    description: row.description,
    price: row.priceCents / 100,
    category: row.category,
    location: row.location,
    imageFileId: row.imageFileId,
    imageUrl: `/api/files/${row.imageFileId}`,
    thumbnailUrl: `/api/files/${row.imageFileId}/thumbnail`,
    phone: row.phone,
    whatsapp: row.whatsapp,
    sellerName: row.sellerName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: !!viewer && viewer.userId === row.sellerId,
  };
}
