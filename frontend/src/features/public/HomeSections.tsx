import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ServiceCards } from './ServiceCards';
import { Steps } from './Steps';
import { Testimonials } from './Testimonials';

/** The home page below the hero and the stats. */
export function HomeSections() {
  return (
    <>
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
          <Testimonials />
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
