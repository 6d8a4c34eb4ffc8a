/**
 * The saved driver identification (core/src/driver-identification) beside its appeal:
 * `APPEAL#<id>` / `DRIVER_IDENTIFICATION` (README.md here). Exported and erased with the appeal
 * (my-account/personal-data.ts).
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DriverIdentificationStore,
  SavedDriverIdentification,
} from '@recurso/core/driver-identification';
import { appealKeys } from './keys';

export const DRIVER_IDENTIFICATION_ENTITY = 'APPEAL_DRIVER_IDENTIFICATION';

export class DynamoDriverIdentifications implements DriverIdentificationStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(appealId: string): Promise<SavedDriverIdentification | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: appealKeys.driverIdentification(appealId),
        ConsistentRead: true,
      }),
    );
    if (Item?.entity !== DRIVER_IDENTIFICATION_ENTITY) return undefined;
    const { notice, owner, driver, savedAt } = Item;
    return { notice, owner, driver, savedAt } as SavedDriverIdentification;
  }

  async put(appealId: string, userId: string, saved: SavedDriverIdentification): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...appealKeys.driverIdentification(appealId),
          entity: DRIVER_IDENTIFICATION_ENTITY,
          userId,
          ...JSON.parse(JSON.stringify(saved)),
        },
      }),
    );
  }
}
