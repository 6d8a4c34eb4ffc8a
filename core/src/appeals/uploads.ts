/**
 * Direct uploads (SPEC §5, SECURITY FILE-1): the browser sends each file straight to storage with a
 * presigned POST. The server checks the declared list first (types, 50 MB each, 100 MB in total),
 * chooses every key under the caller's prefix, and pins each POST's policy to the declared size (and
 * records it with the object) for 5 minutes. generate-appeal-text and the pipeline check the stored
 * objects again (checkStoredSize): what was declared here proves nothing, and an emulator (s3rver) does
 * not enforce policies.
 */
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import type { Actor, AppealDeps } from './deps';
import {
  CONTENT_TYPES,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  MESSAGES,
  typeFromName,
  UPLOAD_EXPIRES_SECONDS,
} from './files';
import type { PresignedUpload, StoredObject } from './ports';
import { parseBody, uploadRequestSchema } from './schemas';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** `uploads/<userId>/<uuid>`: the only keys the server issues. */
export const uploadKeyFor = (userId: string, uuid: string): string => `uploads/${userId}/${uuid}`;

/** Whether a key is one the server could have issued to this user. */
export const isUploadKeyOf = (userId: string, key: string): boolean =>
  key.startsWith(`uploads/${userId}/`) &&
  new RegExp(`^${UUID}$`).test(key.slice(`uploads/${userId}/`.length));

/** Checks sizes against SPEC's limits with SPEC's messages. */
export function checkSizes(sizes: readonly number[]): void {
  const oversize = sizes.filter((s) => s > MAX_FILE_BYTES).length;
  if (oversize > 0) throw new PayloadTooLargeError(MESSAGES.oversize(oversize));
  if (sizes.reduce((sum, s) => sum + s, 0) > MAX_TOTAL_BYTES)
    throw new PayloadTooLargeError(MESSAGES.totalTooLarge);
}

/**
 * A stored upload may be read only when it is no larger than the size its POST was issued for, nor
 * than the per-file limit: checked before any of it is read (generate-appeal-text, then the pipeline,
 * since the POST stays valid for a few minutes after the first check).
 */
export function checkStoredSize(stored: StoredObject): void {
  if (stored.size > MAX_FILE_BYTES) throw new PayloadTooLargeError(MESSAGES.oversize(1));
  if (stored.declaredSize !== undefined && stored.size > stored.declaredSize)
    throw new PayloadTooLargeError(MESSAGES.storedTooLarge);
}

export async function createUploads(
  deps: Pick<AppealDeps, 'uploads' | 'ids'>,
  actor: Actor,
  body: unknown,
): Promise<{ uploads: PresignedUpload[] }> {
  const { files } = parseBody(uploadRequestSchema, body);
  if (files.length === 0) throw new ValidationError(MESSAGES.noFiles);
  if (files.length > MAX_FILES) throw new ValidationError(MESSAGES.tooManyFiles);
  const types = files.map((f) => {
    const type = typeFromName(f.name);
    if (!type) throw new UnsupportedMediaTypeError(MESSAGES.typeNotAllowed(f.name));
    return type;
  });
  if (files.some((f) => f.size === 0)) throw new ValidationError(MESSAGES.emptyFile);
  checkSizes(files.map((f) => f.size));
  const uploads = await Promise.all(
    types.map((type, i) =>
      deps.uploads.presignPost({
        key: uploadKeyFor(actor.id, deps.ids.newId()),
        contentType: CONTENT_TYPES[type],
        bytes: (files[i] as { size: number }).size,
        expiresInSeconds: UPLOAD_EXPIRES_SECONDS,
      }),
    ),
  );
  return { uploads };
}
