import { type APIRequestContext, type Page, expect } from '@playwright/test';

export const demoPassword = 'trialhub-demo';

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByRole('textbox', { name: /^password/i }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** An API session as the demo admin (for changing data behind a page the test watches). */
export async function adminApi(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@trialhub.demo', password: demoPassword },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
  return {
    patchStage: async (stageId: string, patch: Record<string, unknown>) => {
      const r = await request.patch(`/api/admin/stages/${stageId}`, { data: patch, headers: { origin: baseURL } });
      expect(r.status(), await r.text()).toBe(200);
    },
  };
}

/** Demo stage ids (apps/server/src/db/seed-demo.ts). */
export const demoStages = {
  pastOld: 'Round 1 — Sigulda',
  pastRecent: 'Round 2 — Tartu',
  today: 'Round 3 — Cēsis',
  upcomingOpenFree: 'Round 4 — Pärnu Open Free',
  draft: 'Round 5 — Season final',
};
