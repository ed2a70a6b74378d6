import { z } from 'zod';

export const pageViewSchema = z.object({
  path: z.string().min(1).max(500).startsWith('/'),
  referrer: z.string().max(500).optional(),
  locale: z.string().max(10).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;

export const clientErrorSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(1000).optional(),
  userAgent: z.string().max(500).optional(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/** What the browser needs to know about this server before it renders anything. */
export interface PublicConfig {
  siteName: string;
  contactEmail: string;
  sentryDsn: string | null;
  googleSignIn: boolean;
  /** This installation is a venue laptop (VENUE_FEDERATION_URL set, decision 085): its pages show the pairing and the uplink. */
  venueLaptop: boolean;
  /** The demo account the login page may name: only when the demo is seeded and the page is on the server's own machine. */
  demoSignIn: { email: string; password: string } | null;
}
