import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ServiceCards } from './ServiceCards';
import { Steps } from './Steps';

export function HowItWorksPage() {
  return (
    <>
      <div className="container page-head">
        <span className="eyebrow">Como funciona</span>
        <h1>Do aviso da multa ao recurso protocolado</h1>
        <p>
          Nós redigimos o recurso a partir dos seus documentos e dos dados que você informa. Você revisa o
          texto, assina e entrega no órgão indicado na notificação — pessoalmente, pelos Correios ou pelo
          canal online do órgão.
        </p>
      </div>
      <section className="section">
        <div className="container">
          <Steps />
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="o-que-recebe">
        <div className="container">
          <div className="section__head">
            <h2 id="o-que-recebe">O que você recebe</h2>
            <p>
              Um PDF com o recurso endereçado à autoridade certa (defesa prévia, JARI ou CETRAN), com os fatos
              que você informou, os fundamentos legais que se aplicam e os pedidos. Onde faltar algum dado, o
              texto deixa o campo visível para você completar.
            </p>
          </div>
          <ServiceCards />
        </div>
      </section>
      <section className="section">
        <div className="container prose">
          <h2>Onde e como protocolar</h2>
          <ul>
            <li>
              <strong>Defesa prévia:</strong> ao órgão autuador, dentro do prazo da Notificação da Autuação.
            </li>
            <li>
              <strong>Recurso em 1ª instância:</strong> à JARI do órgão autuador, no prazo da Notificação da
              Penalidade (no mínimo 30 dias).
            </li>
            <li>
              <strong>Anexos usuais:</strong> cópia da notificação, CNH ou RG, CRLV do veículo e procuração,
              se outra pessoa protocolar por você.
            </li>
          </ul>
          <p className="muted">
            Não prometemos resultado: a decisão é sempre do órgão julgador. Se você preferir o desconto de 40%
            do SNE, saiba que ele exige abrir mão da defesa.
          </p>
          <Link className="btn btn--primary btn--lg" to={paths.register}>
            Criar meu recurso
          </Link>
        </div>
      </section>
    </>
  );
}
