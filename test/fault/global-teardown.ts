// jest globalTeardown of the fault project: waits for the class archive if it is still being made.
import { finishDynamoClassArchive } from '../setup/dynamo-class-archive';

export default finishDynamoClassArchive;
