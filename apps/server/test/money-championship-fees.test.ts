import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

// Two stages of the demo championship, neither with fees of its own.
const UPCOMING = 'demo-stage-4';
const OTHER = 'demo-stage-5';

const quote = async (stageId: string, who: 'rider' | 'secretary' = 'secretary') =>
  (await (await server.as(who, 'GET', `/api/stages/${stageId}/fees/quote?racingClass=Expert`)).json()) as {
    totalCents: number;
  };

describe('championship default fees', () => {
  it('set once from one stage, every stage without its own inherits them; a stage’s own replaces them', async () => {
    const body = { settings: { classFees: [{ className: 'Expert', cents: 4000 }], otherClassesCents: 2000 } };
    expect((await server.as('rider', 'PUT', `/api/stages/${UPCOMING}/fees/championship`, body)).status).toBe(403);
    expect((await quote(UPCOMING)).totalCents).toBe(0);

    const saved = await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/fees/championship`, body);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      source: 'championship',
      championshipSettings: { otherClassesCents: 2000 },
    });
    expect((await quote(UPCOMING, 'rider')).totalCents).toBe(4000);
    expect((await quote(OTHER)).totalCents).toBe(4000);

    await server.as('secretary', 'PUT', `/api/stages/${OTHER}/fees`, { settings: { otherClassesCents: 1500 } });
    expect((await quote(OTHER)).totalCents).toBe(1500);
    expect((await quote(UPCOMING)).totalCents).toBe(4000);

    // Removing the default leaves stages with their own fees as they are.
    await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/fees/championship`, { settings: null });
    expect((await quote(UPCOMING)).totalCents).toBe(0);
    expect((await quote(OTHER)).totalCents).toBe(1500);
  });
});
