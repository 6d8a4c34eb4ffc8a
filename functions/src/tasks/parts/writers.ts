import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { PipelineDeps } from '@recurso/core/appeals';
import { systemClock } from '@recurso/core/ports';
import { BedrockAppealWriter, bedrockConfig } from '../../adapters/bedrock';
import { templateWriter } from '../reader';

/** Bedrock first; the ASL falls back to the template writer when it fails. */
export const bedrockWriters = (): PipelineDeps['writers'] => {
  let bedrock: BedrockAppealWriter | undefined;
  const primary = () => {
    const config = bedrockConfig();
    bedrock ??= new BedrockAppealWriter(new BedrockRuntimeClient({ region: config.region }), {
      modelId: config.modelId,
      clock: systemClock,
      onFallback: (reason) =>
        console.warn(JSON.stringify({ level: 'warn', msg: 'bedrock fallback', reason })),
    });
    return bedrock;
  };
  return { primary: { write: (facts) => primary().write(facts) }, template: templateWriter(systemClock) };
};
