/**
 * The single DynamoDB table's shape. CDK builds the table from this and the adapters build keys
 * with it, so the two can never drift. Access patterns are documented in functions/src/adapters/dynamodb.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLive: 'expiresAt',
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Sparse: only appeals with a deadline reminder still to send, by when it is due (issue 15). */
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;
