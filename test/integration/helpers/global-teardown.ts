// jest globalTeardown of the integration project (./dynamo-pool.ts).
import { stopDynamoPool } from './dynamo-pool';

export default stopDynamoPool;
