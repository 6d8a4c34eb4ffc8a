import { BRAND } from '@recurso/core/brand';
import type { Infraction } from '@recurso/core/catalogue';
import { Clock, ShieldCheck, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { CatalogueModule } from '../infractions/catalogue';
import { InfractionDetails } from '../infractions/InfractionDetails';
import { InfractionSearch } from '../infractions/InfractionSearch';
import { ServiceCards } from './ServiceCards';
import { Steps } from './Steps';

// Below the fold: its own chunk, fetched right after the first paint.
const Testimonials = lazy(() => import('./Testimonials').then((m) => ({ default: m.Testimonials })));

const STATS = [
  { icon: ShieldCheck, value: BRAND.claims.approvedAppeals, label: 'recursos aprovados' },
  { icon: ThumbsUp, value: BRAND.claims.approvalRate, label: 'de aprovação' },
  { icon: Clock, value: BRAND.claims.responseTime, label: 'para a resposta' },
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
              <InfractionSearch
                large
                label="Qual infração aparece na sua notificação?"
                placeholder="Ex.: velocidade, sinal vermelho, celular, 745-50"
                onPick={(row, catalogue) => setPicked({ row, catalogue })}
              />
              {picked ? (
                <div className="hero__result" aria-live="polite">
                  <p className="hero__result-title">
                    <strong>Temos disponível o recurso para essa infração!</strong>
                  </p>
                  <p className="small">{picked.row.descricao}</p>
                  <InfractionDetails row={picked.row} catalogue={picked.catalogue} />
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
              <ShieldCheck size={18} /> Fundamentado no CTB · PDF para assinar
            </div>
          </div>
        </div>
      </section>

      <section className="section stats" aria-label="Números">
        <div className="container grid grid--3">
          {STATS.map((s) => (
            <div key={s.label} className="stat">
              <s.icon size={28} aria-hidden="true" />
              <p>
                <strong className="stat__value">{s.value}</strong> <span>{s.label}</span>
              </p>
            </div>
          ))}
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="servicos">
        <div className="container">
          <div className="section__head">
            <span className="eyebrow">Serviços</span>
            <h2 id="servicos">Preço fixo, sem surpresas</h2>
            <p>Você vê o valor antes de pagar e recebe o recurso em PDF para assinar e protocolar.</p>
          </div>
          <ServiceCards />
        </div>
      </section>

      <section className="section" aria-labelledby="como">
        <div className="container">
          <div className="section__head">
            <span className="eyebrow">Como funciona</span>
            <h2 id="como">Cinco passos até o seu recurso</h2>
          </div>
          <Steps />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="depoimentos">
        <div className="container">
          <div className="section__head">
            <span className="eyebrow">Depoimentos</span>
            <h2 id="depoimentos">Quem já recorreu com a gente</h2>
          </div>
          <Suspense fallback={<div className="carousel-placeholder" />}>
            <Testimonials />
          </Suspense>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="cta">
            <div>
              <h2>Não deixe o prazo passar</h2>
              <p>
                O prazo para recorrer consta na notificação. Comece agora e tenha o texto pronto em minutos.
              </p>
            </div>
            <div className="row">
              <Link className="btn btn--lg cta__primary" to={paths.register}>
                Criar meu recurso
              </Link>
              <Link className="btn btn--lg cta__secondary" to={paths.howItWorks}>
                Como funciona
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
