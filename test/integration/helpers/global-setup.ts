// jest globalSetup of the integration project: one DynamoDB Local per worker (./dynamo-pool.ts).
import { startDynamoPool } from './dynamo-pool';

export default startDynamoPool;
