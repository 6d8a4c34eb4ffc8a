import { APPEAL_PRICES } from '@recurso/core/appeal';
import { Check, FileText, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { paths } from '../../lib/paths';

const SERVICES = [
  {
    icon: FileText,
    title: 'Recurso de Multa',
    price: APPEAL_PRICES.traffic,
    items: [
      'Defesa prévia ou recurso à JARI',
      'Texto fundamentado no CTB e nas resoluções do CONTRAN',
      'PDF pronto para assinar e protocolar',
    ],
  },
  {
    icon: ShieldAlert,
    title: 'Recurso de Suspensão de CNH',
    price: APPEAL_PRICES.suspension,
    items: [
      'Defesa no processo de suspensão do direito de dirigir',
      'Análise de prazos, pontuação e notificações',
      'PDF pronto para assinar e protocolar',
    ],
  },
] as const;

/** The two services with their advertised prices (SPEC §1: R$ 29,90 and R$ 499,90). */
export function ServiceCards() {
  return (
    <div className="grid grid--2 services">
      {SERVICES.map((s) => (
        <article key={s.title} className="card service">
          <s.icon size={28} aria-hidden="true" className="service__icon" />
          <h3>{s.title}</h3>
          <p className="service__price">
            {formatMoney(s.price)} <span className="muted small">por recurso</span>
          </p>
          <ul className="checklist">
            {s.items.map((item) => (
              <li key={item}>
                <Check size={18} aria-hidden="true" /> {item}
              </li>
            ))}
          </ul>
          <Link className="btn btn--primary btn--md btn--block" to={paths.register}>
            Começar agora
          </Link>
        </article>
      ))}
    </div>
  );
}
