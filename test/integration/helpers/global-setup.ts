// jest globalSetup of the integration project: one DynamoDB Local for the run, shared by the workers (./dynamo-pool.ts).
import { startDynamoPool } from './dynamo-pool';

export default startDynamoPool;
