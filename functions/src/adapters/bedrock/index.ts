export { BedrockAppealWriter, type BedrockWriterOptions, type WrittenWithReport } from './bedrock-writer';
export { checkAppealText, LENGTH_BOUNDS, REQUIRED_SECTIONS } from './check';
export { type BedrockConfig, bedrockConfig } from './config';
export { SYSTEM_PROMPT, userPrompt } from './prompt';
