/** Parts every appeal shares: addressee, qualification, place/date, signature, attachments. */
import type { Facts, Person, Stage } from '../facts/schema';
import { blank, cpf, dateOf, plate, show } from './format';

export type PieceKind = 'defesa' | 'recurso_jari' | 'recurso_cetran' | 'defesa_suspensao' | 'indefinida';

export function pieceKind(facts: Facts, stage: Stage | undefined): PieceKind {
  if (facts.appealType === 'suspension') return 'defesa_suspensao';
  if (stage === 'defesa_previa') return 'defesa';
  if (stage === 'jari') return 'recurso_jari';
  if (stage === 'cetran') return 'recurso_cetran';
  return 'indefinida';
}

export const PIECE_TITLE: Record<PieceKind, string> = {
  defesa: 'DEFESA PRÉVIA',
  recurso_jari: 'RECURSO À JARI',
  recurso_cetran: 'RECURSO EM SEGUNDA INSTÂNCIA',
  defesa_suspensao: 'DEFESA NO PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR',
  indefinida: 'DEFESA / RECURSO DE MULTA',
};

/** The piece's name inside sentences ("apresentar a presente defesa prévia"). */
export const PIECE_NAME: Record<PieceKind, string> = {
  defesa: 'DEFESA PRÉVIA',
  recurso_jari: 'RECURSO',
  recurso_cetran: 'RECURSO',
  defesa_suspensao: 'DEFESA',
  indefinida: 'DEFESA/RECURSO',
};

export function agencyName(facts: Facts): string {
  return facts.agency ? facts.agency.value.toUpperCase() : blank('órgão autuador indicado na notificação');
}

/** LEGAL.md "Stages and who receives the appeal". */
export function addressee(kind: PieceKind, facts: Facts): string {
  const agency = agencyName(facts);
  switch (kind) {
    case 'defesa':
    case 'defesa_suspensao':
      return `ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO DO(A) ${agency}`;
    case 'recurso_jari':
      return `ILUSTRÍSSIMO(A) SENHOR(A) PRESIDENTE DA JUNTA ADMINISTRATIVA DE RECURSOS DE INFRAÇÕES – JARI DO(A) ${agency}`;
    case 'recurso_cetran':
      return `ILUSTRÍSSIMO(A) SENHOR(A) PRESIDENTE DO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN ${blank('Estado; no DF, CONTRANDIFE')}`;
    case 'indefinida':
      return `ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO (DEFESA PRÉVIA) OU SENHOR(A) PRESIDENTE DA JARI (RECURSO) DO(A) ${agency} ${blank('confira na notificação qual é a fase e mantenha só o destinatário correto')}`;
  }
}

/** The appellant: the owner, or the identified driver when no owner data exists. */
export function appellant(facts: Facts): { person: Person; role: 'proprietário(a)' | 'condutor(a)' } {
  if (facts.owner.name || !facts.driver?.name) return { person: facts.owner, role: 'proprietário(a)' };
  return { person: facts.driver, role: 'condutor(a)' };
}

export function noticeNumber(facts: Facts): string {
  // The fallback code is our reference, not the agency's: the driver must copy the real number.
  return facts.notice.number.source.kind === 'fallback'
    ? blank('nº do auto de infração')
    : facts.notice.number.value;
}

export function qualification(facts: Facts, kind: PieceKind, legalBasis: string): string {
  const { person, role } = appellant(facts);
  const name = person.name ? person.name.value.toUpperCase() : blank('nome completo');
  const parts = [`${name}, inscrito(a) no CPF sob o nº ${cpf(person.cpf)}`];
  if (person.cnh) parts.push(`portador(a) da CNH nº ${person.cnh.value}`);
  else if (kind === 'defesa_suspensao') parts.push(`portador(a) da CNH nº ${blank('nº da CNH')}`);
  parts.push(`residente e domiciliado(a) em ${show(person.address, 'endereço completo com CEP')}`);
  let who: string;
  if (kind === 'defesa_suspensao') who = 'na qualidade de condutor(a) habilitado(a)';
  else {
    const v = facts.vehicle;
    const extras = [
      v.model ? `marca/modelo ${v.model.value}` : '',
      v.renavam ? `RENAVAM ${v.renavam.value}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    who = `na qualidade de ${role} do veículo de placa ${plate(v.plate)}${extras ? `, ${extras}` : ''}`;
  }
  const target =
    kind === 'defesa_suspensao'
      ? `no processo administrativo ${facts.suspension?.processNumber ? `nº ${facts.suspension.processNumber.value}` : blank('nº do processo de suspensão')}`
      : `em face do Auto de Infração nº ${noticeNumber(facts)}`;
  return `${parts.join(', ')}, ${who}, vem, respeitosamente, à presença de Vossa Senhoria, com fundamento ${legalBasis}, apresentar ${PIECE_NAME[kind]} ${target}, pelos fatos e fundamentos a seguir expostos.`;
}

export function placeAndDate(facts: Facts, when: Date | undefined): string {
  const city = facts.signingCity ?? facts.owner.city;
  return `${show(city, 'cidade')}, ${when ? dateOf(when) : blank('data')}.`;
}

export function signature(facts: Facts): string[] {
  const { person } = appellant(facts);
  return [
    '______________________________________',
    show(person.name, 'nome completo'),
    `CPF ${cpf(person.cpf)}`,
  ];
}

export function attachments(facts: Facts, extra: readonly string[]): string[] {
  const items =
    facts.appealType === 'suspension'
      ? [
          'cópia da notificação de instauração do processo de suspensão;',
          'cópia da CNH;',
          'comprovante de endereço;',
        ]
      : [
          facts.notice.number.source.kind === 'fallback'
            ? 'cópia da notificação recebida;'
            : `cópia da notificação do Auto de Infração nº ${noticeNumber(facts)};`,
          'cópia da CNH ou do RG do(a) requerente;',
          'cópia do CRLV do veículo;',
        ];
  return [...items, ...extra, 'procuração, se o recurso for apresentado por representante.'];
}
