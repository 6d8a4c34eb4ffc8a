import { BRAND } from '@recurso/core/brand';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextArea, TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';

const EMPTY = { name: '', email: '', subject: '', message: '' };
export const CONTACT_SENT = 'Mensagem enviada! Responderemos pelo e-mail informado em até 1 dia útil.';
export const CONTACT_REQUIRED = 'Por favor, preencha todos os campos';

/** Contact details and a message form that stores the message for staff (POST /contact). */
export function ContactPage() {
  const api = useApi();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (Object.values(form).some((v) => !v.trim())) {
      setError(CONTACT_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await api.send({ method: 'POST', path: '/contact', body: form });
      setSent(true);
      setForm(EMPTY);
    } catch (err) {
      setError(errorMessage(err, 'Não foi possível enviar sua mensagem. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container">
      <div className="page-head">
        <span className="eyebrow">Contato</span>
        <h1>Fale com a gente</h1>
        <p>Dúvidas sobre o seu recurso, pagamento ou documentos? Responderemos em até 1 dia útil.</p>
      </div>
      <div className="contact-grid">
        <section className="card" aria-labelledby="dados-contato">
          <h2 id="dados-contato" className="h3">
            Atendimento
          </h2>
          <ul className="contact-list">
            <li>
              <MapPin aria-hidden="true" size={20} />
              <span>{BRAND.address}</span>
            </li>
            <li>
              <Phone aria-hidden="true" size={20} />
              <a href={`tel:+${BRAND.whatsappNumber}`}>{BRAND.phone}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={20} />
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </li>
            <li>
              <Clock aria-hidden="true" size={20} />
              <span>{BRAND.hours}</span>
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="form-contato">
          <h2 id="form-contato" className="h3">
            Envie uma mensagem
          </h2>
          <form onSubmit={submit} noValidate>
            <div className="form-grid form-grid--2">
              <TextField
                label="Nome"
                autoComplete="name"
                value={form.name}
                onChange={set('name')}
                maxLength={120}
              />
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={form.email}
                onChange={set('email')}
                maxLength={200}
              />
            </div>
            <TextField label="Assunto" value={form.subject} onChange={set('subject')} maxLength={160} />
            <TextArea label="Mensagem" value={form.message} onChange={set('message')} maxLength={4000} />
            {/* Next to the button the driver just pressed, never above the screen on a phone (issue 26). */}
            {sent ? <Alert kind="success">{CONTACT_SENT}</Alert> : null}
            {error ? <Alert kind="error">{error}</Alert> : null}
            <Button type="submit" busy={busy}>
              {busy ? 'Enviando...' : 'Enviar mensagem'}
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}
