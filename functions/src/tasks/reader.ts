/**
 * The reading and writing capability (core/src/{facts,writer,pdf}) behind the pipeline's ports.
 * Same code on AWS and locally; only the text extractor and the primary writer differ.
 */
import { appealReference } from '@recurso/core/appeal';
import type { AppealPdfRenderer, AppealWriter, FactsBuilder } from '@recurso/core/appeals';
import { extractFacts, factsFromManualEntry } from '@recurso/core/facts';
import { brasiliaToday, filingGuide } from '@recurso/core/follow-up';
import { renderAppealPdf } from '@recurso/core/pdf';
import type { Clock } from '@recurso/core/ports';
import { writeAppeal } from '@recurso/core/writer';

export const factsBuilder = (clock: Clock): FactsBuilder => ({
  fromDocuments: (documents, o) =>
    extractFacts(documents, {
      clock,
      appealType: o.type,
      additionalText: o.additionalText,
      signingCity: o.signingCity,
    }),
  fromManualEntry: (entry, o) =>
    factsFromManualEntry(entry, {
      clock,
      appealType: o.type,
      additionalText: o.additionalText,
      signingCity: o.signingCity,
    }),
});

/** The deterministic template writer: the fallback on AWS, the only writer locally. */
export const templateWriter = (clock: Clock): AppealWriter => ({
  write: async (facts) => writeAppeal(facts, { signedOn: clock.now() }).text,
});

export const pdfRenderer: AppealPdfRenderer = {
  render: (appeal) =>
    renderAppealPdf(appeal.generatedText ?? '', {
      title: appealReference(appeal) ? `Recurso – ${appealReference(appeal)}` : 'Recurso',
      author: appeal.userName,
      // "Como protocolar" first page (issue 15); it replaces the writer's last-page note
      guide: filingGuide(appeal, brasiliaToday(new Date(appeal.updatedAt))),
      filingNote: appeal.filingNote,
      createdAt: new Date(appeal.updatedAt),
    }),
};
