// The demo's classifieds: its ads and the pictures rendered for them and for the clubs' logos.
import { createHash, randomUUID } from 'node:crypto';
import { type AdCategory, adSearchText } from '@trialhub/domain';
import { loadSharp } from '../../ops/lazy-modules.js';
import type { Db } from '../open-db.js';
import { files, marketAds, users } from '../schema.js';

/** What a demo ad's generated photo shows (no fonts needed: shapes only). */
type AdPicture = 'bike' | 'helmet' | 'tyre' | 'trailer' | 'boots' | 'tools';

const demoAds: {
  seller: string;
  daysAgo: number;
  category: AdCategory;
  price: number;
  location: string | null;
  phone: string | null;
  whatsapp: string | null;
  picture: AdPicture;
  colors: [string, string, string];
  description: string;
  status?: 'sold';
}[] = [
  {
    seller: 'rider@trialhub.demo',
    daysAgo: 0,
    category: 'bikes',
    price: 3900,
    location: 'Sigulda',
    phone: '+37120000016',
    whatsapp: 'wa.me/37120000016',
    picture: 'bike',
    colors: ['#ff922b', '#e8590c', '#1c1c1c'],
    description:
      'Beta EVO 250 (2021), 60 hours, new rear tyre and clutch\nKept in a heated garage, serviced every 20 hours. Comes with a spare lever set and the owner manual. Test ride at the Sigulda track.',
  },
  {
    seller: 'rider2@trialhub.demo',
    daysAgo: 2,
    category: 'safetyGear',
    price: 120,
    location: 'Pärnu',
    phone: null,
    whatsapp: 'wa.me/37255500025',
    picture: 'helmet',
    colors: ['#74c0fc', '#1864ab', '#f8f9fa'],
    description: 'Trial helmet Hebo Zone, size M, white/blue\nWorn one season, no drops. Visor included.',
  },
  {
    seller: 'judge@trialhub.demo',
    daysAgo: 5,
    category: 'spareParts',
    price: 45.5,
    location: 'Cēsis',
    phone: '+37126000003',
    whatsapp: null,
    picture: 'tyre',
    colors: ['#ced4da', '#495057', '#212529'],
    description: 'Michelin X11 rear trial tyre 4.00-18, about half tread left\nFits most modern trial bikes.',
  },
  {
    seller: 'rider@trialhub.demo',
    daysAgo: 9,
    category: 'trailersTransport',
    price: 650,
    location: 'Rīga',
    phone: '+37120000016',
    whatsapp: null,
    picture: 'trailer',
    colors: ['#8ce99a', '#2b8a3e', '#343a40'],
    description:
      'Trailer for two trial bikes, with wheel chocks and straps\nRegistered, new lights, ready for the season.',
  },
  {
    seller: 'rider2@trialhub.demo',
    daysAgo: 16,
    category: 'safetyGear',
    price: 80,
    location: 'Tartu',
    phone: '+37255500025',
    whatsapp: 'wa.me/37255500025',
    picture: 'boots',
    colors: ['#ffd43b', '#f08c00', '#212529'],
    description: 'Gaerne Balance trial boots, size 42, good grip on the soles\nSelling because they became too small.',
  },
  {
    seller: 'judge@trialhub.demo',
    daysAgo: 24,
    category: 'toolsEquipment',
    price: 0,
    location: null,
    phone: '+37126000003',
    whatsapp: null,
    picture: 'tools',
    colors: ['#e599f7', '#862e9c', '#f8f9fa'],
    description: 'Free to a young rider: paddock stand and a box of old spanners\nPick up after any Latvian round.',
  },
  {
    seller: 'rider@trialhub.demo',
    daysAgo: 30,
    category: 'bikes',
    price: 1800,
    location: 'Valmiera',
    phone: '+37120000016',
    whatsapp: null,
    picture: 'bike',
    colors: ['#ff8787', '#c92a2a', '#212529'],
    description: 'Montesa Cota 4RT 2012, runs well, needs new plastics\nA good first four-stroke for a hobby rider.',
    status: 'sold',
  },
];

/** The demo market: a handful of ads with generated photos (gradient and shapes, rendered by sharp). */
export async function seedMarket(db: Db, now: Date, pictures: Picture[]): Promise<void> {
  const sellers = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id] as const),
  );
  for (const [i, ad] of demoAds.entries()) {
    const imageFileId = await storePicture(db, pictures[i]!, 'ad-image', sellers.get(ad.seller)!);
    const createdAt = new Date(now.getTime() - ad.daysAgo * 86_400_000 - (i + 1) * 47 * 60_000);
    await db.insert(marketAds).values({
      id: randomUUID(),
      sellerId: sellers.get(ad.seller)!,
      description: ad.description,
      searchText: adSearchText(ad),
      priceCents: Math.round(ad.price * 100),
      category: ad.category,
      location: ad.location,
      imageFileId,
      phone: ad.phone,
      whatsapp: ad.whatsapp,
      status: ad.status ?? 'active',
      createdAt,
      updatedAt: createdAt,
    });
  }
}

const adShapes: Record<AdPicture, (ink: string) => string> = {
  // A trial motorbike: knobbly tyres, swingarm, engine, tank and seat, fork and wide bars.
  bike: (ink) => `
    <circle cx="240" cy="420" r="92" fill="none" stroke="${ink}" stroke-width="30" stroke-dasharray="16 9"/>
    <circle cx="570" cy="420" r="92" fill="none" stroke="${ink}" stroke-width="30" stroke-dasharray="16 9"/>
    <g fill="none" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">
      <path d="M240 420 L390 350 M570 420 L505 200 M465 182 H580" stroke-width="22"/>
      <path d="M390 350 L350 280 M470 300 L505 220 M480 330 Q560 290 625 345" stroke-width="16"/>
      <path d="M300 262 H455 L505 215" stroke-width="34"/>
    </g>
    <rect x="355" y="285" width="120" height="90" rx="16" fill="${ink}"/>`,
  helmet: (ink) => `
    <path d="M220 420 C220 230 330 150 430 150 C540 150 610 240 610 340 L610 420 Z" fill="${ink}" opacity="0.95"/>
    <path d="M400 250 H620 V330 H430 Z" fill="#212529" opacity="0.8"/>
    <rect x="200" y="420" width="430" height="30" rx="14" fill="${ink}"/>`,
  tyre: (ink) => `
    <circle cx="400" cy="300" r="200" fill="${ink}"/>
    <circle cx="400" cy="300" r="110" fill="#f1f3f5"/>
    ${Array.from({ length: 18 }, (_, k) => `<rect x="392" y="92" width="16" height="40" rx="4" fill="#868e96" transform="rotate(${k * 20} 400 300)"/>`).join('')}`,
  trailer: (ink) => `
    <rect x="170" y="300" width="430" height="40" rx="8" fill="${ink}"/>
    <path d="M600 320 L690 330" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>
    <circle cx="330" cy="380" r="52" fill="${ink}"/><circle cx="330" cy="380" r="20" fill="#f1f3f5"/>
    <circle cx="450" cy="380" r="52" fill="${ink}"/><circle cx="450" cy="380" r="20" fill="#f1f3f5"/>
    <path d="M200 300 V230 M580 300 V230" stroke="${ink}" stroke-width="12"/>`,
  boots: (ink) => `
    <path d="M250 150 H370 V380 L480 400 C520 410 530 450 520 470 H230 Z" fill="${ink}"/>
    <path d="M430 170 H550 V400 L660 420 C700 430 710 470 700 490 H410 Z" fill="${ink}" opacity="0.85"/>
    <rect x="230" y="470" width="290" height="16" fill="#495057"/>`,
  tools: (ink) => `
    <rect x="180" y="380" width="440" height="120" rx="14" fill="${ink}"/>
    <path d="M260 380 L360 170 M360 170 m-30 -10 a40 40 0 1 0 60 20" fill="none" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>
    <path d="M540 380 L450 190" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>
    <rect x="420" y="150" width="70" height="56" rx="10" fill="${ink}"/>`,
};

interface Picture {
  contentType: 'image/webp' | 'image/png';
  bytes: Buffer;
  thumbnail: Buffer;
}

/** The demo's pictures, all started at once: the sponsors' logos and every ad's photo (in demoAds' order). */
export function renderDemoPictures(): { logos: Promise<Picture[]>; ads: Promise<Picture[]> } {
  return {
    logos: Promise.all([demoLogo('#e8590c', '#ffd43b'), demoLogo('#1864ab', '#74c0fc')]),
    ads: Promise.all(demoAds.map((ad) => demoAdImage(ad.picture, ad.colors))),
  };
}

/** A generated ad photo, as an uploaded one would be: WebP at most 1600 px, with a 200 px thumbnail. */
async function demoAdImage(picture: AdPicture, [from, to, ink]: [string, string, string]): Promise<Picture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="680" cy="110" r="70" fill="#ffffff" opacity="0.25"/>
    <path d="M0 520 Q200 470 400 520 T800 510 V600 H0 Z" fill="#000" opacity="0.18"/>
    ${adShapes[picture](ink)}
  </svg>`;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const thumbnail = await sharp(bytes).resize(200, 200, { fit: 'inside' }).webp().toBuffer();
  return { contentType: 'image/webp', bytes, thumbnail };
}

/** A generated sponsor logo (shapes only: no fonts needed). */
async function demoLogo(background: string, accent: string): Promise<Picture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="200" viewBox="0 0 280 200">
    <rect width="280" height="200" rx="24" fill="${background}"/>
    <circle cx="85" cy="130" r="36" fill="none" stroke="${accent}" stroke-width="12"/>
    <circle cx="195" cy="130" r="36" fill="none" stroke="${accent}" stroke-width="12"/>
    <g fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round">
      <path d="M85 130 L135 105 M195 130 L172 55 M158 50 H198" stroke-width="10"/>
      <path d="M105 85 H160 L176 68" stroke-width="14"/>
    </g>
    <rect x="122" y="92" width="38" height="28" rx="6" fill="#fff"/>
  </svg>`;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  const thumbnail = await sharp(bytes).resize(200, 200, { fit: 'inside' }).webp().toBuffer();
  return { contentType: 'image/png', bytes, thumbnail };
}

/** Stores a picture as an upload is stored; returns its file id. */
export async function storePicture(
  db: Db,
  picture: Picture,
  kind: 'logo' | 'ad-image',
  ownerId: string | null,
): Promise<string> {
  const id = randomUUID();
  await db.insert(files).values({
    id,
    kind,
    contentType: picture.contentType,
    bytes: picture.bytes,
    thumbnail: picture.thumbnail,
    sha256: createHash('sha256').update(picture.bytes).digest('hex'),
    size: picture.bytes.length,
    ownerId,
  });
  return id;
}
