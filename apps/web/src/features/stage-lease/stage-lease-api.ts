import { api } from '../../shared/api';

/** The key the results page's lease note reads too (it needs only `lease`). */
export const stageLeaseKey = (stageId: string) => ['stage-lease', stageId] as const;
export const keptCommandsKey = (stageId: string) => ['stage-lease-kept', stageId] as const;

export const fetchLeaseDetail = (stageId: string) => api(`/api/stages/${stageId}/lease`);

/** The code the laptop shows, as typed: the server ignores case, spaces and dashes. */
export const grantLease = (stageId: string, code: string) =>
  api(`/api/stages/${stageId}/lease`, { method: 'POST', json: { code } });

export const forceBack = (stageId: string) => api(`/api/stages/${stageId}/lease/force-back`, { method: 'POST' });

export const fetchKeptCommands = (stageId: string) => api(`/api/stages/${stageId}/lease/kept`);
