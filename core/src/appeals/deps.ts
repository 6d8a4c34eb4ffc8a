import type { Clock, Ids } from '../ports';
import type { Role } from '../user';
import type { AppealRepository, BlobStore, UploadSigner, UserDirectory, WorkflowStarter } from './ports';

/** Everything the appeals API use cases need; the HTTP area and the local runtime build one of these. */
export interface AppealDeps {
  appeals: AppealRepository;
  blobs: BlobStore;
  uploads: UploadSigner;
  workflows: WorkflowStarter;
  users: UserDirectory;
  clock: Clock;
  ids: Ids;
}

/** The signed-in caller, as loaded from the users table by the auth middleware. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
}
