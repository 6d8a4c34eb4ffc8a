// jest globalSetup of the fault project: DynamoDB Local's class archive for its ~20 JVM starts (every kill -9
// and restart), made in the background if this machine has none yet (test/setup/dynamo-class-archive.ts).
import { startDynamoClassArchive } from '../setup/dynamo-class-archive';

export default startDynamoClassArchive;
