/**
 * What the owner sees of a written appeal before paying (issue 14): the addressee, the title, the facts
 * section and the titles of the grounds, with the rest visibly held back until payment. The server
 * sends nothing more (GET /appeals/{id} answers only `preview` before the paid status).
 */
import type { AppealPreview as Preview } from '@recurso/core/appeals';
import { Lock } from 'lucide-react';

export const PREVIEW_TEXT = {
  heading: 'Prévia do recurso',
  grounds: 'Fundamentos que o recurso apresenta',
  noGrounds:
    'O recurso não encontrou fundamentos específicos nos dados confirmados; ele pede a revisão do auto.',
  heldBack:
    'O texto completo dos fundamentos, os pedidos e a assinatura ficam disponíveis logo após o pagamento, no PDF pronto para protocolar.',
} as const;

export function AppealPreview({ preview }: { preview: Preview }) {
  return (
    <section className="appeal-preview" aria-labelledby="appeal-preview-title">
      <h3 id="appeal-preview-title">{PREVIEW_TEXT.heading}</h3>
      <div className="appeal-preview__paper">
        <p className="appeal-preview__addressee">{preview.addressee}</p>
        {preview.title.length ? (
          <p className="appeal-preview__title">
            {preview.title.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
        ) : null}
        {preview.facts.length ? (
          <>
            <p className="appeal-preview__heading">I – DOS FATOS</p>
            {preview.facts.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </>
        ) : null}
        <p className="appeal-preview__heading">{PREVIEW_TEXT.grounds}</p>
        {preview.grounds.length ? (
          <ol className="appeal-preview__grounds">
            {preview.grounds.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ol>
        ) : (
          <p>{PREVIEW_TEXT.noGrounds}</p>
        )}
        <div className="appeal-preview__held" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </div>
      <p className="appeal-preview__lock">
        <Lock size={18} aria-hidden="true" />
        <span>{PREVIEW_TEXT.heldBack}</span>
      </p>
    </section>
  );
}
