/** The six testimonials of the home carousel (SPEC §2): name, role, content, rating 5, portrait. */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 5;
  /** Initials drawn as the portrait: no hot-linked photos. */
  initials: string;
  /** The portrait's background: an `.avatar--<tone>` class (no inline style: the CSP forbids it). */
  tone: 'navy' | 'green' | 'purple' | 'brown' | 'red' | 'blue';
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Mariana Souza',
    role: 'Motorista de aplicativo, São Paulo',
    content:
      'Recebi uma multa por avanço de sinal que não cometi. Enviei a foto da notificação e em minutos tinha o recurso pronto para protocolar.',
    rating: 5,
    initials: 'MS',
    tone: 'navy',
  },
  {
    name: 'Carlos Henrique',
    role: 'Representante comercial, Campinas',
    content:
      'O texto veio bem fundamentado, com os artigos certos e espaço para eu completar o que faltava. Processo simples e honesto.',
    rating: 5,
    initials: 'CH',
    tone: 'green',
  },
  {
    name: 'Fernanda Lima',
    role: 'Professora, Belo Horizonte',
    content:
      'Paguei por PIX, baixei o PDF e protocolei no site do Detran no mesmo dia. Explicaram direitinho onde entregar.',
    rating: 5,
    initials: 'FL',
    tone: 'purple',
  },
  {
    name: 'Roberto Alves',
    role: 'Caminhoneiro, Curitiba',
    content:
      'Estava com a CNH em risco de suspensão. O recurso apontou prazos e falhas de notificação que eu nem sabia que existiam.',
    rating: 5,
    initials: 'RA',
    tone: 'brown',
  },
  {
    name: 'Juliana Pereira',
    role: 'Enfermeira, Recife',
    content:
      'Atendimento rápido pelo WhatsApp e preço justo. Gostei de ver o valor antes de pagar, sem surpresas.',
    rating: 5,
    initials: 'JP',
    tone: 'red',
  },
  {
    name: 'André Martins',
    role: 'Engenheiro, Porto Alegre',
    content:
      'Preenchi os dados manualmente porque a notificação estava amassada. Funcionou muito bem e o texto ficou claro.',
    rating: 5,
    initials: 'AM',
    tone: 'blue',
  },
];
