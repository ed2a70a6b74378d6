import { type StartListBody, wallClockIn } from '@trialhub/domain';
import { api } from '../../shared/api';

export const startListKey = (stageId: string) => ['start-list', stageId];
export const fetchStartList = (stageId: string) => api(`/api/stages/${stageId}/start-list`);
export const saveStartList = (stageId: string, body: StartListBody) =>
  api(`/api/stages/${stageId}/start-list`, { method: 'PUT', json: body });

/** "10:24": a start on the venue's clock (the list names the zone once where it is not the viewer's). */
export const startClock = (timeZone: string, iso: string) => wallClockIn(timeZone, iso).slice(11);
