import type { Infraction } from '@recurso/core/catalogue';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { COMMON_INFRACTIONS, type CatalogueModule, useCatalogue } from '../infractions/catalogue';
import { InfractionDetails } from '../infractions/InfractionDetails';
import { InfractionSearch } from '../infractions/InfractionSearch';

/** SPEC §9: the availability message hides after 5 s. */
export const MESSAGE_MS = 5000;

export function InfractionsPage() {
  const { catalogue } = useCatalogue(true);
  const [picked, setPicked] = useState<Infraction | null>(null);
  const [showMessage, setShowMessage] = useState(false);

  useEffect(() => {
    if (!showMessage) return;
    const t = setTimeout(() => setShowMessage(false), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [showMessage]);

  const pick = (row: Infraction) => {
    setPicked(row);
    // Re-show (and restart the 5 s timer) on every pick.
    setShowMessage(false);
    setTimeout(() => setShowMessage(true), 0);
  };

  return (
    <div className="container">
      <div className="page-head">
        <span className="eyebrow">Recursos</span>
        <h1>Encontre a sua infração</h1>
        <p>Busque pelo nome, pelo código ou pelo artigo do CTB. Acentos e maiúsculas não importam.</p>
      </div>
      <div className="card infractions-search">
        <InfractionSearch
          large
          label="Buscar infração"
          placeholder="Ex.: estacionar, celular, 218"
          limit={10}
          onPick={(row) => pick(row)}
        />
      </div>
      <div aria-live="polite">
        {showMessage && picked ? (
          <div className="alert alert--success availability">
            <p>
              <CheckCircle2 size={20} aria-hidden="true" />{' '}
              <strong>Temos disponível o recurso para essa infração!</strong>
            </p>
            <p>
              {picked.descricao}. Nossos recursos têm <strong>mais de 95% de aprovação</strong>.{' '}
              <Link to={paths.login}>Faça login para criar o seu recurso</Link>.
            </p>
          </div>
        ) : null}
      </div>
      {picked && catalogue ? (
        <section className="card picked" aria-label="Detalhes da infração">
          <h2 className="h3">{picked.descricao}</h2>
          <InfractionDetails row={picked} catalogue={catalogue as CatalogueModule} />
        </section>
      ) : null}
      <section className="section" aria-labelledby="comuns">
        <h2 id="comuns">Infrações mais comuns</h2>
        <ul className="grid grid--3 common-list">
          {COMMON_INFRACTIONS.map((c) => {
            const row = catalogue?.findInfraction(c.code);
            return (
              <li key={c.code}>
                <button
                  type="button"
                  className="common card"
                  disabled={!row}
                  onClick={() => row && pick(row)}
                >
                  <strong>{c.title}</strong>
                  <span className="muted small">
                    {row ? `Art. ${row.artigo} · código ${row.codigo}` : 'Carregando...'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
