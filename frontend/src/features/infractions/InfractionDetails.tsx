import type { Infraction } from '@recurso/core/catalogue';
import { formatMoney } from '../../lib/format';
import { articleLabel, type CatalogueModule } from './catalogue';

/** The facts of one catalogue row, as a driver reads them on the notice. */
/** Takes the loaded catalogue module so this file never pulls the catalogue into an entry chunk. */
export function InfractionDetails({ row, catalogue }: { row: Infraction; catalogue: CatalogueModule }) {
  return (
    <dl className="facts">
      <div>
        <dt>Código</dt>
        <dd>{row.codigo}</dd>
      </div>
      <div>
        <dt>Artigo do CTB</dt>
        <dd>{articleLabel(row)}</dd>
      </div>
      <div>
        <dt>Gravidade</dt>
        <dd>{row.gravidade ? catalogue.GRAVIDADE_LABEL[row.gravidade] : '-'}</dd>
      </div>
      <div>
        <dt>Pontos</dt>
        <dd>{row.pontos ?? '-'}</dd>
      </div>
      <div>
        <dt>Valor da multa</dt>
        <dd>{row.valor !== null ? formatMoney(row.valor) : '-'}</dd>
      </div>
      {row.suspensiva ? (
        <div>
          <dt>Suspensão</dt>
          <dd>Pode levar à suspensão da CNH</dd>
        </div>
      ) : null}
    </dl>
  );
}
