/**
 * The appeals use cases' ports from a Deps: a module of its own, so an area that needs them (the
 * follow-up) does not bundle every appeals operation with them.
 */
import type { AppealDeps } from '@recurso/core/appeals';
import { DynamoAppealRepository } from '../adapters/appeals/repository';
import { GuardDutyTagScan } from '../adapters/malware/guardduty-tags';
import { S3BlobStore } from '../adapters/s3/blob-store';
import { S3UploadSigner } from '../adapters/s3/upload-signer';
import type { Deps } from '../deps';

const built = new WeakMap<Deps, AppealDeps>();

const missingWorkflows: AppealDeps['workflows'] = {
  start: async () => {
    throw new Error('Deps.workflows is not configured: the appeal pipelines cannot start');
  },
};

/** The appeals use cases' ports, built once per Deps from its clients. */
export function appealDepsOf(deps: Deps): AppealDeps {
  let ad = built.get(deps);
  if (!ad) {
    const buckets = deps.buckets;
    ad = {
      appeals: new DynamoAppealRepository(deps.dynamo, deps.tableName, deps.clock),
      blobs: new S3BlobStore(deps.s3, buckets),
      uploads: new S3UploadSigner(deps.s3, buckets.uploads),
      workflows: deps.workflows ?? missingWorkflows,
      scans:
        deps.malwareScan ??
        new GuardDutyTagScan(deps.s3, buckets.uploads, (message, detail) =>
          deps.logger.warn(message, detail),
        ),
      users: { findIdByEmail: async (email) => (await deps.users.findByEmail(email))?.id },
      clock: deps.clock,
      ids: deps.ids,
    };
    built.set(deps, ad);
  }
  return ad;
}
