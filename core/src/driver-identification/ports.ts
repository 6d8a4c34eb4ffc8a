/** Storage of the saved identification, beside its appeal (functions/src/adapters/appeals/driver-identification.ts). */
import type { SavedDriverIdentification } from './schemas';

export interface DriverIdentificationStore {
  get(appealId: string): Promise<SavedDriverIdentification | undefined>;
  put(appealId: string, userId: string, saved: SavedDriverIdentification): Promise<void>;
}
