/**
 * The pipeline tasks' deps on AWS, built lazily and once per container: each task function has only
 * the environment and permissions its own step needs (lib/wiring.ts TASK_WIRING), so a dependency is
 * created (and its variables checked) the first time a step uses it, failing with a clear message.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { TextractClient } from '@aws-sdk/client-textract';
import type { PipelineDeps } from '@recurso/core/appeals/pipeline';
import { systemClock } from '@recurso/core/ports';
import { DynamoAppealRepository } from '../adapters/appeals/repository';
import { BedrockAppealWriter, bedrockConfig } from '../adapters/bedrock';
import { createDocumentClient } from '../adapters/dynamodb/client';
import { SesMailer } from '../adapters/mail/ses';
import { S3BlobStore } from '../adapters/s3/blob-store';
import { TextractTextExtractor } from '../adapters/textract';
import { factsBuilder, pdfRenderer, templateWriter } from './reader';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Invalid configuration: ${name} is required by this pipeline task`);
  return value;
}

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

const region = () => required('AWS_REGION');
const s3 = once(() => new S3Client({ region: region() }));
const textract = once(() => new TextractClient({ region: process.env.TEXTRACT_REGION || region() }));
/** A bucket that this task was not granted is named as '' and fails at the S3 call, not here. */
const buckets = () => ({
  uploads: process.env.UPLOADS_BUCKET ?? '',
  documents: process.env.DOCUMENTS_BUCKET ?? '',
});
const appeals = once(
  () =>
    new DynamoAppealRepository(
      createDocumentClient({ region: region() }),
      required('TABLE_NAME'),
      systemClock,
    ),
);
const blobs = once(() => new S3BlobStore(s3(), buckets()));
const extractor = once(() => new TextractTextExtractor(textract()));
const bedrock = once(() => {
  const config = bedrockConfig();
  return new BedrockAppealWriter(new BedrockRuntimeClient({ region: config.region }), {
    modelId: config.modelId,
    clock: systemClock,
    onFallback: (reason) => console.warn(JSON.stringify({ level: 'warn', msg: 'bedrock fallback', reason })),
  });
});
const mailer = once(() => new SesMailer(new SESv2Client({ region: region() }), required('MAIL_FROM')));

export const awsPipelineDeps: PipelineDeps = {
  get appeals() {
    return appeals();
  },
  get blobs() {
    return blobs();
  },
  clock: systemClock,
  get extractor() {
    return extractor();
  },
  // Multi-page PDFs go to Textract's async API, which reads the upload where it already is.
  extractorFor: (document) =>
    new TextractTextExtractor(textract(), {
      locatePdf: async () => ({ bucket: required('UPLOADS_BUCKET'), key: document.key }),
    }),
  facts: factsBuilder(systemClock),
  writers: {
    primary: { write: (facts) => bedrock().write(facts) },
    template: templateWriter(systemClock),
  },
  renderer: pdfRenderer,
  get mailer() {
    return mailer();
  },
  get appUrl() {
    return required('APP_URL');
  },
};
