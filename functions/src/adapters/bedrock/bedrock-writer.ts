/**
 * AppealWriter on Amazon Bedrock (Converse API). The deterministic writer's draft is the base the
 * model improves, shown with the facts the writer may state (never an uncertain reading); the output is checked (check.ts) and, when the call fails (after backoff on
 * throttling) or the text fails the check, the deterministic text is returned instead.
 */
import { type BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import type { AppealWriter } from '@recurso/core/appeals';
import type { Facts } from '@recurso/core/facts';
import type { Clock } from '@recurso/core/ports';
import { statableFacts, writeAppeal } from '@recurso/core/writer';
import { type BackoffOptions, DEFAULT_BACKOFF, withBackoff } from '../backoff';
import { checkAppealText } from './check';
import { SYSTEM_PROMPT, userPrompt } from './prompt';

export interface BedrockWriterOptions {
  modelId: string;
  clock: Clock;
  maxTokens?: number;
  temperature?: number;
  backoff?: BackoffOptions;
  /** Told why the model's text was not used (log it). */
  onFallback?: (reason: string) => void;
}

export interface WrittenWithReport {
  text: string;
  writer: 'bedrock' | 'template';
  /** Why the template text was used. */
  problems: string[];
}

export class BedrockAppealWriter implements AppealWriter {
  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly options: BedrockWriterOptions,
  ) {}

  async write(facts: Facts): Promise<string> {
    return (await this.writeWithReport(facts)).text;
  }

  async writeWithReport(facts: Facts): Promise<WrittenWithReport> {
    const signedOn = this.options.clock.now();
    const draft = writeAppeal(facts, { signedOn }).text;
    const fallback = (problems: string[]): WrittenWithReport => {
      this.options.onFallback?.(problems.join('; '));
      return { text: draft, writer: 'template', problems };
    };
    let text: string;
    try {
      const out = await withBackoff(
        () =>
          this.client.send(
            new ConverseCommand({
              modelId: this.options.modelId,
              system: [{ text: SYSTEM_PROMPT }],
              messages: [{ role: 'user', content: [{ text: userPrompt(statableFacts(facts), draft) }] }],
              inferenceConfig: {
                maxTokens: this.options.maxTokens ?? 6000,
                temperature: this.options.temperature ?? 0.2,
              },
            }),
          ),
        this.options.backoff ?? DEFAULT_BACKOFF,
      );
      if (out.stopReason && out.stopReason !== 'end_turn') return fallback([`stopReason ${out.stopReason}`]);
      text = (out.output?.message?.content ?? [])
        .map((c) => c.text ?? '')
        .join('')
        .trim();
    } catch (error) {
      return fallback([`falha na chamada: ${(error as Error)?.name ?? 'erro'}`]);
    }
    const problems = checkAppealText(text, facts, draft, signedOn);
    return problems.length ? fallback(problems) : { text, writer: 'bedrock', problems: [] };
  }
}
