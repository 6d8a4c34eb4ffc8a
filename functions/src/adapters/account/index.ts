/** The LGPD adapters built from the shared deps, once per deps object (one per Lambda container). */
import type { Deps } from '../../deps';
import { contactRepository } from '../contact/repository';
import { DynamoCredentialStore } from './credentials';
import { S3PersonalFileStore, USER_PREFIXES } from './files';
import { DynamoPersonalDataStore } from './personal-data';
import { DynamoSecondFactorStore } from './second-factor';

export interface AccountAdapters {
  credentials: DynamoCredentialStore;
  personalData: DynamoPersonalDataStore;
  files: S3PersonalFileStore;
  secondFactor: DynamoSecondFactorStore;
}

const cache = new WeakMap<object, AccountAdapters>();

export function accountAdapters(
  deps: Pick<Deps, 'dynamo' | 'tableName' | 's3' | 'bucketName' | 'users'>,
): AccountAdapters {
  let a = cache.get(deps);
  if (!a) {
    a = {
      credentials: new DynamoCredentialStore(deps.dynamo, deps.tableName),
      personalData: new DynamoPersonalDataStore(
        deps.dynamo,
        deps.tableName,
        deps.users,
        contactRepository(deps),
      ),
      // One private bucket holds uploads/ and documents/ (functions/src/env.ts BUCKET_NAME).
      files: new S3PersonalFileStore(deps.s3, USER_PREFIXES(deps.bucketName, deps.bucketName)),
      secondFactor: new DynamoSecondFactorStore(deps.dynamo, deps.tableName),
    };
    cache.set(deps, a);
  }
  return a;
}
