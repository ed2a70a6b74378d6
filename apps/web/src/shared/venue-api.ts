import type { LaptopState } from '@trialhub/domain';
import { api } from './api';

/** A venue laptop's own state (decision 085): pairing, the stage it holds, the uplink. */
export type LaptopStateAnswer = LaptopState;
export const laptopKey = ['venue-laptop'] as const;
export const fetchLaptop = () => api('/api/venue/laptop');
export const askPairing = (deviceName: string) =>
  api('/api/venue/laptop/pairing', { method: 'POST', json: { deviceName } });
export const pullAgain = () => api('/api/venue/laptop/pull', { method: 'POST' });
export const checkIn = () => api('/api/venue/laptop/check-in', { method: 'POST' });
