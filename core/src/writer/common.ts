/**
 * Parts every appeal shares: addressee, qualification, place/date, signature, attachments. Facts are
 * printed through format.ts, so an uncertain one is a blank, never its doubtful value. The Portuguese
 * agrees with what the data shows: the agency takes its article from the agencies table ("do DETRAN-SP",
 * "da AMC", else "do órgão autuador X"); the person is named in phrasing that needs no gender ("a parte
 * requerente", "com endereço em"), never "(a)".
 */
import { agencyKind } from '../facts/agencies';
import type { FactPath } from '../facts/certainty';
import { fieldBlank } from '../facts/fields';
import type { Facts, Person } from '../facts/schema';
import { type PieceKind, pieceKind } from '../notice-audit/types';
import { blank, certain, cnpj, cpf, dateOf, maybe, plate, show } from './format';

export { type PieceKind, pieceKind };

export const PIECE_TITLE: Record<PieceKind, string> = {
  defesa: 'DEFESA PRÉVIA',
  recurso_jari: 'RECURSO À JARI',
  recurso_cetran: 'RECURSO EM SEGUNDA INSTÂNCIA',
  defesa_suspensao: 'DEFESA NO PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR',
  indefinida: 'DEFESA / RECURSO DE MULTA',
};

/** The piece's name inside sentences ("apresentar DEFESA PRÉVIA"). */
export const PIECE_NAME: Record<PieceKind, string> = {
  defesa: 'DEFESA PRÉVIA',
  recurso_jari: 'RECURSO',
  recurso_cetran: 'RECURSO',
  defesa_suspensao: 'DEFESA',
  indefinida: 'DEFESA/RECURSO',
};

export function agencyName(facts: Facts): string {
  return show(facts.agency, fieldBlank('agency'), (v) => v.toUpperCase());
}

/**
 * The agency with its contraction: "do DETRAN-SP", "da AMC"; a name the table does not know, or a
 * blank, goes behind "órgão autuador" so no gender is guessed ("do órgão autuador SEMTRAN").
 * `de` gives "do/da", `por` gives "pelo/pela".
 */
export function withAgency(facts: Facts, prep: 'de' | 'por', upper = false): string {
  const known = certain(facts.agency)?.value;
  const name = known ? (upper ? known.toUpperCase() : known) : blank(fieldBlank('agency'));
  const article = known ? agencyKind(known)?.article : undefined;
  const forms = { de: { o: 'do', a: 'da' }, por: { o: 'pelo', a: 'pela' } }[prep];
  const out = article ? `${forms[article]} ${name}` : `${forms.o} órgão autuador ${name}`;
  return upper
    ? out.toUpperCase().replace(/\[PREENCHER: ([^\]]*)\]/g, (_m, w: string) => blank(w.toLowerCase()))
    : out;
}

/** LEGAL.md "Stages and who receives the appeal": addressed to the authority or the body, never to a person. */
export function addressee(kind: PieceKind, facts: Facts): string {
  switch (kind) {
    case 'defesa':
    case 'defesa_suspensao':
      return `À AUTORIDADE DE TRÂNSITO ${withAgency(facts, 'de', true)}`;
    case 'recurso_jari':
      return `À JUNTA ADMINISTRATIVA DE RECURSOS DE INFRAÇÕES – JARI ${withAgency(facts, 'de', true)}`;
    case 'recurso_cetran':
      return `AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN ${blank('Estado; no DF, CONTRANDIFE')}`;
    case 'indefinida':
      return `À AUTORIDADE DE TRÂNSITO (DEFESA PRÉVIA) OU À JARI (RECURSO) ${withAgency(facts, 'de', true)} ${blank('confira na notificação qual é a fase e mantenha só o destinatário correto')}`;
  }
}

/**
 * Who appeals. A fine: the owner, or the identified driver when the notice names no owner. A
 * suspension: the licence holder, the notice's driver ("condutor"), or `owner` where the reader put
 * the holder there.
 */
export function appellant(facts: Facts): { person: Person; group: 'owner' | 'driver' } {
  const driverNamed = facts.driver?.name !== undefined;
  if (facts.appealType === 'suspension' ? driverNamed : !facts.owner.name && driverNamed)
    return { person: facts.driver as Person, group: 'driver' };
  return { person: facts.owner, group: 'owner' };
}

/** A company (the notice gives a CNPJ and no CPF) is qualified by its CNPJ and seat. */
const isCompany = (person: Person): boolean => person.cnpj !== undefined && person.cpf === undefined;

/** The qualification's fact paths: asked for by the review step when missing or uncertain. */
export function qualificationPaths(facts: Facts): FactPath[] {
  const { person, group } = appellant(facts);
  const id = isCompany(person) ? 'cnpj' : 'cpf';
  const fields = facts.appealType === 'suspension' ? ['name', id, 'cnh', 'address'] : ['name', id, 'address'];
  return fields.map((f) => `${group}.${f}` as FactPath);
}

/** The auto's number, when it may be stated (never the fallback code: it is our reference). */
export const noticeNumber = (facts: Facts, what = fieldBlank('notice.number')): string =>
  facts.notice.number?.source.kind === 'fallback' ? blank(what) : show(facts.notice.number, what);

export const processNumber = (facts: Facts): string =>
  show(facts.suspension?.processNumber, fieldBlank('suspension.processNumber'));

export function qualification(facts: Facts, kind: PieceKind, legalBasis: string): string {
  const { person, group } = appellant(facts);
  const company = isCompany(person);
  const name = show(person.name, fieldBlank('owner.name'), (v) => v.toUpperCase());
  const parts = [
    company
      ? `${name}, pessoa jurídica inscrita no CNPJ sob o nº ${cnpj(person.cnpj)}`
      : `${name}, CPF nº ${cpf(person.cpf)}`,
  ];
  const cnh = certain(person.cnh);
  if (cnh) parts.push(`CNH nº ${cnh.value}`);
  else if (kind === 'defesa_suspensao') parts.push(`CNH nº ${blank(fieldBlank('owner.cnh'))}`);
  parts.push(
    `${company ? 'com sede em' : 'com endereço em'} ${show(person.address, fieldBlank('owner.address'))}`,
  );
  let who: string;
  if (kind === 'defesa_suspensao') who = 'titular da habilitação';
  else {
    const v = facts.vehicle;
    const extras = [maybe(v.model, (m) => `marca/modelo ${m}`), maybe(v.renavam, (r) => `RENAVAM ${r}`)]
      .filter(Boolean)
      .join(', ');
    const vehicle = `o veículo de placa ${plate(v.plate)}${extras ? ` (${extras})` : ''}`;
    who =
      group === 'owner' ? `em cujo nome está registrado ${vehicle}` : `responsável pela condução d${vehicle}`;
  }
  const target =
    kind === 'defesa_suspensao'
      ? `no processo administrativo nº ${processNumber(facts)}`
      : `em face do Auto de Infração nº ${noticeNumber(facts)}`;
  return `${parts.join(', ')}, ${who}, vem, respeitosamente, com fundamento ${legalBasis}, apresentar ${PIECE_NAME[kind]} ${target}, pelos fatos e fundamentos a seguir expostos.`;
}

export function placeAndDate(facts: Facts, when: Date | undefined): string {
  const city = certain(facts.signingCity) ?? certain(facts.owner.city);
  return `${show(city, 'cidade')}, ${when ? dateOf(when) : blank('data')}.`;
}

export function signature(facts: Facts): string[] {
  const { person } = appellant(facts);
  const id = isCompany(person) ? `CNPJ ${cnpj(person.cnpj)}` : `CPF ${cpf(person.cpf)}`;
  return ['______________________________________', show(person.name, fieldBlank('owner.name')), id];
}

export function attachments(facts: Facts): string[] {
  const notice = facts.notice.number?.source.kind === 'fallback' ? undefined : certain(facts.notice.number);
  const items =
    facts.appealType === 'suspension'
      ? [
          'cópia da notificação de instauração do processo de suspensão;',
          'cópia da CNH;',
          'comprovante de endereço;',
        ]
      : [
          notice
            ? `cópia da notificação do Auto de Infração nº ${notice.value};`
            : 'cópia da notificação recebida;',
          'cópia da CNH ou do documento de identidade de quem assina;',
          'cópia do CRLV do veículo;',
        ];
  const second = facts.secondInstance
    ? ['cópia da decisão da JARI e da notificação que a comunicou;', 'cópia do recurso apresentado à JARI;']
    : [];
  const piece = facts.appealType === 'suspension' ? 'a defesa for apresentada' : 'o recurso for apresentado';
  return [...items, ...second, `procuração, se ${piece} por representante.`];
}
