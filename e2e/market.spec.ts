import { expect, test } from './test';
import sharp from 'sharp';
import { demoPassword, signIn } from './support';

/** A real photo-like JPEG (gradient and a shape), as a phone would send it. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#4dabf7"/><stop offset="1" stop-color="#1864ab"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="250" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test.describe('selling in the market', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough for the data it changes; the phone browses');

  test('a rider posts an ad with a photo, finds it by search and category, edits it, marks it sold and deletes it', async ({
    page,
    request,
    browser,
  }) => {
    const word = `Zebra${Date.now().toString(36)}`;

    // Signed out: the form asks to sign in first, then comes back.
    await page.goto('/market/new');
    await expect(page).toHaveURL(/\/login\?return=%2Fmarket%2Fnew/);
    await page.getByRole('textbox', { name: /e-mail/i }).fill('judge@trialhub.demo');
    await page.getByRole('textbox', { name: /^password/i }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/market\/new$/);

    // The rules, told next to the fields.
    await page.getByRole('button', { name: 'Publish ad' }).click();
    await expect(page.getByText('Image is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();
    await expect(page.getByText('Give a phone number or a WhatsApp link')).toBeVisible();

    // A text file renamed .jpg is refused by its content.
    const input = page.getByTestId('ad-photo-input');
    await input.setInputFiles({
      name: 'helmet.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(page.getByText('Unsupported file type. Use a JPEG, PNG or WebP image')).toBeVisible();
    await input.setInputFiles({ name: 'helmet.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByTestId('ad-photo-preview')).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Description' })
      .fill(`${word} helmet, size M\nWorn twice, no drops, with bag.`);
    // A negative price is refused with the rule's message, never quietly made €0.
    await page.getByRole('textbox', { name: 'Price' }).fill('-5');
    await page.getByRole('textbox', { name: 'Location' }).focus();
    await expect(page.getByRole('textbox', { name: 'Price' })).not.toHaveValue('€ 0');
    await page.getByRole('button', { name: 'Publish ad' }).click();
    await expect(page.getByText('Price must be 0 or more')).toBeVisible();
    await page.getByRole('textbox', { name: 'Price' }).fill('250');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Safety Gear' }).click();
    await page.getByRole('textbox', { name: 'Location' }).fill('Valmiera');
    await page.getByRole('textbox', { name: 'WhatsApp link' }).fill('whatsapp.com/123');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('+371 2600 0003');
    await page.getByRole('button', { name: 'Publish ad' }).click();
    await expect(page.getByText('WhatsApp link must start with wa.me')).toBeVisible();
    await expect(page.getByText(/Please confirm that you sell only your own/)).toBeVisible();
    await page.getByRole('textbox', { name: 'WhatsApp link' }).fill('wa.me/37126000003');
    await page.getByRole('checkbox', { name: /I sell only my own personal goods/ }).check();
    await page.getByRole('button', { name: 'Publish ad' }).click();

    await expect(page).toHaveURL(/\/market\/ads\/[0-9a-f-]{36}$/);
    const adUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('ad-price')).toHaveText('€250');
    await expect(page.getByRole('heading', { name: `${word} helmet, size M` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+37126000003');
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/37126000003');

    // A shared link previews with the ad's Open Graph tags.
    const html = await (await request.get(adUrl)).text();
    expect(html).toContain(`<meta property="og:title" content="${word} helmet, size M — €250">`);
    // The preview is the ad's JPEG card (photo, title, price) in the reader's language.
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/api\/previews\/market\/ads\/[0-9a-f-]{36}\/ad\.jpg\?lng=en">/,
    );
    const preview = html.match(/<meta property="og:image" content="([^"]+)">/)![1]!;
    const image = await request.get(preview);
    expect(image.headers()['content-type']).toBe('image/jpeg');

    // Found by search and by category; not in another category.
    await page.goto('/market');
    await page.getByRole('searchbox', { name: 'Search ads' }).fill(word.toLowerCase());
    const card = page.getByTestId('ad-card').filter({ hasText: word });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('ad-card')).toHaveCount(1);
    await expect(card).toContainText('€250');
    await expect(card).toContainText('Safety Gear');
    await expect(card).toContainText('Valmiera');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Safety Gear' }).click();
    await expect(page).toHaveURL(/category=safetyGear/);
    await expect(card).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Bikes' }).click();
    await expect(page.getByTestId('market-empty')).toContainText('No ads match your filters');

    // Edit it in My Ads.
    await page.goto('/market/my-ads');
    const row = page.getByTestId('my-ad').filter({ hasText: word });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ad' });
    await dialog.getByRole('textbox', { name: 'Price' }).fill('199');
    // A one-line description now; the consent given when posting this ad is not asked again.
    await dialog.getByRole('textbox', { name: 'Description' }).fill(`${word} helmet, size M, worn twice`);
    await expect(dialog.getByRole('checkbox', { name: /I sell only my own personal goods/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('€199');

    // Mark it sold: a buyer looking at the ad sees it at once, and it leaves the market list.
    const buyer = await (await browser.newContext()).newPage();
    await buyer.goto(adUrl);
    await expect(buyer.getByTestId('ad-price')).toHaveText('€199');
    // The one line is the title, shown once.
    await expect(buyer.getByRole('heading', { name: `${word} helmet, size M, worn twice` })).toBeVisible();
    await expect(buyer.getByText(`${word} helmet, size M, worn twice`)).toHaveCount(1);
    await row.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(row).toContainText('Sold');
    await expect(buyer.getByTestId('ad-status')).toHaveText('Sold');
    await expect(buyer.getByRole('link', { name: 'Call' })).toHaveCount(0);
    await page.goto(`/market?q=${word}`);
    await expect(page.getByTestId('market-empty')).toBeVisible();

    // Delete it, after confirming.
    await page.goto('/market/my-ads');
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Ad deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    // Its address answers 410 Gone (it was here), to the seller and a visitor alike (issue #37 point 11).
    expect((await page.goto(adUrl))!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This ad is no longer on the market.' })).toBeVisible();
    expect((await buyer.goto(`${adUrl}?lng=lv`))!.status()).toBe(410);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Šis sludinājums vairs nav tirgū.' })).toBeVisible();
    await expect(buyer).toHaveTitle('Šis sludinājums vairs nav tirgū. | TrialHub');
    // An address that never was an ad is a 404.
    expect((await buyer.goto('/market/ads/00000000-0000-4000-8000-000000000000'))!.status()).toBe(404);
    await expect(buyer.getByTestId('ad-not-found')).toBeVisible();
  });

  test('an admin removes an ad; the seller sees it as removed', async ({ page, browser }) => {
    const seller = await (await browser.newContext()).newPage();
    await signIn(seller, 'rider2@trialhub.demo');
    await seller.goto('/market/my-ads');
    const row = seller.getByTestId('my-ad').filter({ hasText: 'Gaerne Balance' });
    await expect(row).toContainText('On sale');

    await signIn(page, 'admin@trialhub.demo');
    await page.goto('/market?q=gaerne');
    await page.getByTestId('ad-card').first().click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Remove ad' }).click();
    await expect(page.getByText('Ad removed')).toBeVisible();
    await expect(page.getByTestId('ad-removed')).toBeVisible();

    await seller.reload();
    await expect(row).toContainText('Removed');
    await expect(row).toContainText('removed by a moderator');
    await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});

test('anyone browses the market on a phone or desktop and opens an ad', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Market' }).first().click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(page.getByTestId('ad-card').first()).toBeVisible();
  await page.getByTestId('ad-card').filter({ hasText: 'Beta EVO 250' }).click();
  await expect(page.getByTestId('ad-price')).toHaveText('€3,900');
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+371/);
  await page.goto('/market/ads/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('ad-not-found')).toBeVisible();
});

test('a seller in Latvian on a phone types 2450.5 or 2450,5 and the ad says 2 450,50 €', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone is where the issue was found; one run is enough for the ad it posts');
  const word = `Zebra${Date.now().toString(36)}`;
  await signIn(page, 'rider@trialhub.demo');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'lv'));
  await page.goto('/market/new?lng=lv');

  await page
    .getByTestId('ad-photo-input')
    .setInputFiles({ name: 'bike.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByTestId('ad-photo-preview')).toBeVisible();
  const description = `${word} Beta EVO 300, 2019\nJauna ķēde.`;
  await page.getByRole('textbox', { name: 'Apraksts' }).fill(description);
  // The limit is shown while typing, not only once refused.
  await expect(page.getByTestId('ad-description-count')).toContainText(`${description.length} / 4000`);

  // Text that is no price gets a message saying how to write one; nothing is posted.
  const price = page.getByRole('textbox', { name: 'Cena' });
  await price.fill('2,45,0');
  await page.getByRole('combobox', { name: 'Kategorija' }).click();
  await page.getByRole('option', { name: 'Motocikli' }).click();
  await page.getByRole('textbox', { name: 'Mobilais tālrunis' }).fill('+371 2600 0001');
  await page.getByRole('checkbox', { name: /Es pārdodu tikai savas/ }).check();
  await page.getByRole('button', { name: 'Publicēt sludinājumu' }).click();
  await expect(page.getByText('Ierakstiet cenu cipariem, piemēram, 2450 vai 2450,50')).toBeVisible();

  // A point is a decimal point in Latvian too: written back the Latvian way once typed.
  await price.fill('2450.5');
  await price.blur();
  await expect(price).toHaveValue('2 450,50');
  await page.getByRole('button', { name: 'Publicēt sludinājumu' }).click();
  await expect(page).toHaveURL(/\/market\/ads\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('ad-price')).toHaveText('2 450,50 €');

  // The comma, as a Latvian writes it, means the same; the edit keeps it.
  await page.goto('/market/my-ads?lng=lv');
  const row = page.getByTestId('my-ad').filter({ hasText: word });
  await row.getByRole('button', { name: 'Labot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Labot sludinājumu' });
  await expect(dialog.getByRole('textbox', { name: 'Cena' })).toHaveValue('2 450,50');
  await dialog.getByRole('textbox', { name: 'Cena' }).fill('2450,5');
  await dialog.getByRole('button', { name: 'Saglabāt' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('2 450,50 €');

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Dzēst' }).click();
  await expect(row).toHaveCount(0);
});

test('a buyer in Latvian filters by price typed either way; text that is no price says how to write one', async ({
  page,
  isMobile,
}) => {
  await page.goto('/market?lng=lv');
  // On a phone the price range folds behind the filter button.
  if (isMobile) await page.getByRole('button', { name: 'Cenas filtrs' }).click();
  const from = page.getByRole('textbox', { name: 'Cena no' });
  await from.fill('2450.5');
  await expect(page).toHaveURL(/minPrice=2450\.5(&|$)/);
  await from.blur();
  await expect(from).toHaveValue('2 450,50');
  await from.fill('1500,5');
  await expect(page).toHaveURL(/minPrice=1500\.5(&|$)/);
  await from.fill('2,45,0');
  await expect(page.getByText('Ierakstiet cenu cipariem, piemēram, 2450 vai 2450,50')).toBeVisible();
  // The last price that was one still filters.
  await expect(page).toHaveURL(/minPrice=1500\.5(&|$)/);
});
