import { APPEAL_PRICES } from '@recurso/core/appeal';
import { SERVICES } from '@recurso/core/brand';
import { Check, FileText, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { paths } from '../../lib/paths';

const CARDS = [
  { icon: FileText, ...SERVICES.traffic, price: APPEAL_PRICES.traffic },
  { icon: ShieldAlert, ...SERVICES.suspension, price: APPEAL_PRICES.suspension },
];

/** The two services with their advertised prices (SPEC §1: R$ 29,90 and R$ 499,90). */
export function ServiceCards() {
  return (
    <div className="grid grid--2 services">
      {CARDS.map((s) => (
        <article key={s.name} className="card service">
          <s.icon size={28} aria-hidden="true" className="service__icon" />
          <h3>{s.name}</h3>
          <p className="service__price">
            {formatMoney(s.price)} <span className="muted small">por recurso</span>
          </p>
          <ul className="checklist">
            {s.features.map((item) => (
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
