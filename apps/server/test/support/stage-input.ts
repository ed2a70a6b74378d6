/**
 * A stage as `GET /api/admin/stages/:id` answers, made into the body `PUT` takes (what the admin form
 * saves): without the ids and names the server owns.
 */
export function stageInputOf(stage: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _id,
    championshipId: _championshipId,
    championshipSlug: _championshipSlug,
    championshipName: _championshipName,
    institutionId: _institutionId,
    updatedAt: _updatedAt,
    ...input
  } = stage;
  return input;
}
