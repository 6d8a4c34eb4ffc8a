/** One DocumentClient per process; the local runtime points it at DynamoDB Local via DYNAMODB_ENDPOINT. */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export function createDocumentClient(opts: {
  region: string;
  endpoint?: string;
  /** Socket pool and timeouts (functions/src/clients/dynamodb-http.ts). */
  requestHandler?: DynamoDBClientConfig['requestHandler'];
}): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: opts.region,
    ...(opts.requestHandler ? { requestHandler: opts.requestHandler } : {}),
    ...(opts.endpoint
      ? { endpoint: opts.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
