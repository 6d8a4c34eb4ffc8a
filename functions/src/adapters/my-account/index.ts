/** The 'Minha conta' (LGPD) adapters built from the shared deps, once per deps object (one per Lambda container). */
import type { Deps } from '../../deps';
import { contactRepository } from '../contact/repository';
import { DynamoCredentialStore } from './credentials';
import { S3PersonalFileStore, USER_PREFIXES } from './files';
import { DynamoPersonalDataStore } from './personal-data';

export interface MyAccountAdapters {
  credentials: DynamoCredentialStore;
  personalData: DynamoPersonalDataStore;
  files: S3PersonalFileStore;
}

const cache = new WeakMap<object, MyAccountAdapters>();

export function myAccountAdapters(
  deps: Pick<Deps, 'dynamo' | 'tableName' | 's3' | 'buckets' | 'users'>,
): MyAccountAdapters {
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
    };
    cache.set(deps, a);
  }
  return a;
}
