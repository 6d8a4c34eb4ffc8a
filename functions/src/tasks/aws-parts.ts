/**
 * Factories for the pipeline tasks' AWS parts (see ./aws-deps). Each SDK client lives in its own
 * module under ./parts so that a task entry importing one part does not bundle the others.
 */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Invalid configuration: ${name} is required by this pipeline task`);
  return value;
}

export const region = () => required('AWS_REGION');

/** A bucket that this task was not granted is named as '' and fails at the S3 call, not here. */
export const buckets = () => ({
  uploads: process.env.UPLOADS_BUCKET ?? '',
  documents: process.env.DOCUMENTS_BUCKET ?? '',
});

export const appUrl = () => required('APP_URL');
