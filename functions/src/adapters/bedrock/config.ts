/** Bedrock configuration from the environment (set by lib/app-function.ts `bindBedrock`): fails fast. */
import * as z from 'zod/mini';

const schema = z.object({
  BEDROCK_MODEL_ID: z.string().check(z.minLength(1)),
  BEDROCK_REGION: z.string().check(z.minLength(1)),
});

export interface BedrockConfig {
  modelId: string;
  region: string;
}

export function bedrockConfig(source: Record<string, string | undefined> = process.env): BedrockConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success)
    throw new Error(
      `Invalid Bedrock configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')} required`,
    );
  return { modelId: parsed.data.BEDROCK_MODEL_ID, region: parsed.data.BEDROCK_REGION };
}
