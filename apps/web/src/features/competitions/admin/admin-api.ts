import type { ChampionshipInput, ClubInput, StageInput } from '@trialhub/domain';
import { api } from '../../../shared/api';

/** The admin area's calls (apps/server/src/features/competitions/admin.routes.ts). */
export const adminApi = {
  institutions: () => api('/api/admin/institutions'),
  createInstitution: (id: string, name: string) =>
    api('/api/admin/institutions', { method: 'POST', json: { id, name } }),
  renameInstitution: (id: string, name: string) =>
    api(`/api/admin/institutions/${id}`, { method: 'PATCH', json: { name } }),
  deleteInstitution: (id: string) => api(`/api/admin/institutions/${id}`, { method: 'DELETE' }),
  championship: (institutionId: string, slug: string) =>
    api(`/api/admin/institutions/${institutionId}/championships/${slug}`),
  createChampionship: (institutionId: string, input: ChampionshipInput) =>
    api(`/api/admin/institutions/${institutionId}/championships`, { method: 'POST', json: input }),
  saveChampionship: (id: string, input: ChampionshipInput) =>
    api(`/api/admin/championships/${id}`, { method: 'PUT', json: input }),
  deleteChampionship: (id: string) => api(`/api/admin/championships/${id}`, { method: 'DELETE' }),
  createStage: (championshipId: string, slug: string, title: string, copyFromStageId: string | null) =>
    api(`/api/admin/championships/${championshipId}/stages`, {
      method: 'POST',
      json: { slug, title, copyFromStageId },
    }),
  stage: (id: string) => api(`/api/admin/stages/${id}`),
  saveStage: (id: string, input: StageInput) => api(`/api/admin/stages/${id}`, { method: 'PUT', json: input }),
  deleteStage: (id: string) => api(`/api/admin/stages/${id}`, { method: 'DELETE' }),
  clubs: () => api('/api/clubs'),
  saveClub: (club: ClubInput) => api('/api/admin/clubs', { method: 'PUT', json: club }),
  deleteClub: (id: string) => api(`/api/admin/clubs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  importClubs: (csv: string) => api('/api/admin/clubs/import', { method: 'POST', json: { csv } }),
  users: (q: string) => api(`/api/admin/users?q=${encodeURIComponent(q)}`),
  setRole: (userId: string, role: 'admin' | 'secretary', grant: boolean) =>
    api(`/api/admin/users/${userId}/roles`, { method: 'POST', json: { role, grant } }),
  /** Uploads a file as the request body; the server decides its type from the bytes. */
  upload: (kind: 'logo' | 'regulation', file: File) =>
    api(`/api/files?kind=${kind}`, {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'application/octet-stream' },
    }),
};

/** A slug from a title: "Round 1 — Sigulda" → "round-1-sigulda" (diacritics folded). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
