import { systemClock } from '@recurso/core/ports';
import { DynamoAppealRepository } from '../../adapters/appeals/repository';
import { createDocumentClient } from '../../adapters/dynamodb/client';
import { region, required } from '../aws-parts';

export const dynamoAppeals = () =>
  new DynamoAppealRepository(createDocumentClient({ region: region() }), required('TABLE_NAME'), systemClock);
