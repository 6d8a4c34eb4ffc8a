import type { Clock, Ids } from '../ports';
import type { Role } from '../user';
import type { MalwareScan, ScanWait } from './malware';
import type { AppealRepository, BlobStore, UploadSigner, UserDirectory, WorkflowStarter } from './ports';

/** Everything the appeals API use cases need; the HTTP area and the local runtime build one of these. */
export interface AppealDeps {
  appeals: AppealRepository;
  blobs: BlobStore;
  uploads: UploadSigner;
  workflows: WorkflowStarter;
  /** The malware verdict on each upload (SECURITY FILE-3): GuardDuty's tag on AWS, a signature scan locally. */
  scans: MalwareScan;
  /** How long generation waits for pending scans; default DEFAULT_SCAN_WAIT (tests shorten it). */
  scanWait?: ScanWait;
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
