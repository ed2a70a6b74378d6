import { readUserLink, signUserLink } from '../../ops/signed-links.js';

/**
 * An entry's sign-on code, the text of its QR code: the stage and the entry signed with the server's
 * secret, so a code cannot be made up from a rider's id, and a code of another stage is not taken.
 */
const PURPOSE = 'signon';
const SEPARATOR = '\n';

export function signOnCode(secret: string, stageId: string, participantId: string): string {
  return signUserLink(secret, PURPOSE, `${stageId}${SEPARATOR}${participantId}`);
}

/** The entry a code names on this stage, or null for anything forged, mistyped or of another stage. */
export function readSignOnCode(secret: string, stageId: string, code: string): string | null {
  // A scanned or pasted code may carry spaces or line breaks around or inside it.
  const link = readUserLink(secret, PURPOSE, code.replace(/\s+/g, ''));
  if (!link || link.qualifier !== undefined) return null;
  const [stage, participantId, ...rest] = link.userId.split(SEPARATOR);
  return stage === stageId && participantId && rest.length === 0 ? participantId : null;
}
