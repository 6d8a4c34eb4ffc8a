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
  deps: Pick<Deps, 'dynamo' | 'tableName' | 's3' | 'buckets' | 'users'>,
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
      files: new S3PersonalFileStore(deps.s3, USER_PREFIXES(deps.buckets.uploads, deps.buckets.documents)),
      secondFactor: new DynamoSecondFactorStore(deps.dynamo, deps.tableName),
    };
    cache.set(deps, a);
  }
  return a;
}
