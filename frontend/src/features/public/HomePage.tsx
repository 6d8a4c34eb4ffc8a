import { BRAND } from '@recurso/core/brand';
import type { Infraction } from '@recurso/core/catalogue';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheckGlyph, ClockGlyph, SearchGlyph, ShieldCheckGlyph } from '../../components/ui/glyphs';
import { paths } from '../../lib/paths';
import type { CatalogueModule } from '../infractions/catalogue';

// Below the fold (services, steps, testimonials, call to action): its own chunk, fetched right after
// the entry so the first paint only waits for the hero.
const HomeSections = lazy(() => import('./HomeSections').then((m) => ({ default: m.HomeSections })));

// The search box is interactive a moment after the first paint; until then a same-size replica holds
// its place (no layout shift) and keeps the entry chunk small.
const InfractionSearch = lazy(() =>
  import('../infractions/InfractionSearch').then((m) => ({ default: m.InfractionSearch })),
);

const HERO_LABEL = 'Qual infração aparece na sua notificação?';
const HERO_PLACEHOLDER = 'Ex.: velocidade, sinal vermelho, celular, 745-50';

function SearchPlaceholder() {
  return (
    <div className="combo combo--large">
      <span className="label">{HERO_LABEL}</span>
      <div className="combo__box">
        <SearchGlyph size={20} className="combo__icon" />
        <input type="search" aria-label={HERO_LABEL} placeholder={HERO_PLACEHOLDER} disabled />
      </div>
    </div>
  );
}

// Shown after a pick, when the catalogue chunk has loaded anyway.
const InfractionDetails = lazy(() =>
  import('../infractions/InfractionDetails').then((m) => ({ default: m.InfractionDetails })),
);

const STATS = [
  { icon: ShieldCheckGlyph, value: BRAND.claims.approvedAppeals, label: 'recursos aprovados' },
  { icon: BadgeCheckGlyph, value: BRAND.claims.approvalRate, label: 'de aprovação' },
  { icon: ClockGlyph, value: BRAND.claims.responseTime, label: 'para a resposta' },
];

export function HomePage() {
  const [picked, setPicked] = useState<{ row: Infraction; catalogue: CatalogueModule } | null>(null);
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <span className="eyebrow">Recurso de multa e de suspensão de CNH</span>
            <h1>Recorra da sua multa com um recurso bem fundamentado</h1>
            <p className="hero__lead">
              Envie a notificação ou digite os dados. Nós escrevemos o recurso com base no Código de Trânsito
              Brasileiro; você revisa, assina e protocola.
            </p>
            <div className="hero__search card">
              <Suspense fallback={<SearchPlaceholder />}>
                <InfractionSearch
                  large
                  label={HERO_LABEL}
                  placeholder={HERO_PLACEHOLDER}
                  onPick={(row, catalogue) => setPicked({ row, catalogue })}
                />
              </Suspense>
              {picked ? (
                <div className="hero__result" aria-live="polite">
                  <p className="hero__result-title">
                    <strong>Temos disponível o recurso para essa infração!</strong>
                  </p>
                  <p className="small">{picked.row.descricao}</p>
                  <Suspense fallback={null}>
                    <InfractionDetails row={picked.row} catalogue={picked.catalogue} />
                  </Suspense>
                  <Link className="btn btn--primary btn--md" to={paths.register}>
                    Criar meu recurso
                  </Link>
                </div>
              ) : null}
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <div className="hero__art-head">
              <span>Recurso à JARI</span>
              <span className="badge badge--green">Pronto</span>
            </div>
            <p className="hero__art-title">Ilustríssimo Senhor Presidente da JARI</p>
            <div className="hero__art-line" />
            <div className="hero__art-line" />
            <div className="hero__art-line hero__art-line--short" />
            <div className="hero__art-line" />
            <div className="hero__art-line hero__art-line--short" />
            <div className="hero__art-foot">
              <ShieldCheckGlyph size={18} /> Fundamentado no CTB · PDF para assinar
            </div>
          </div>
        </div>
      </section>

      <section className="section stats" aria-label="Números">
        <div className="container grid grid--3">
          {STATS.map((s) => (
            <div key={s.label} className="stat">
              <s.icon size={28} />
              <p>
                <strong className="stat__value">{s.value}</strong> <span>{s.label}</span>
              </p>
            </div>
          ))}
        </div>
      </section>

      <Suspense fallback={<div className="below-fold-placeholder" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
