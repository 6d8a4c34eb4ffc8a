/**
 * Parts every appeal shares: addressee, qualification, place/date, signature, attachments. Facts are
 * printed through format.ts, so an uncertain one is a blank, never its doubtful value.
 */
import type { FactPath } from '../facts/certainty';
import type { Facts, Person, Stage } from '../facts/schema';
import { fieldBlank } from '../facts/fields';
import { blank, certain, cnpj, cpf, dateOf, maybe, plate, show } from './format';

export type PieceKind = 'defesa' | 'recurso_jari' | 'recurso_cetran' | 'defesa_suspensao' | 'indefinida';

/** The piece for a stage; the caller passes a certain stage only (an uncertain one decides nothing). */
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
  return show(facts.agency, fieldBlank('agency'), (v) => v.toUpperCase());
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

export type AppellantRole = 'proprietário(a)' | 'condutor(a)';

/**
 * Who appeals. A fine: the owner, or the identified driver when the notice names no owner. A
 * suspension: the licence holder, the notice's driver ("condutor"), or `owner` where the reader put
 * the holder there.
 */
export function appellant(facts: Facts): { person: Person; role: AppellantRole; group: 'owner' | 'driver' } {
  const driverNamed = facts.driver?.name !== undefined;
  if (facts.appealType === 'suspension' ? driverNamed : !facts.owner.name && driverNamed)
    return { person: facts.driver as Person, role: 'condutor(a)', group: 'driver' };
  return { person: facts.owner, role: 'proprietário(a)', group: 'owner' };
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

/** "inscrito(a) no CPF sob o nº …", or the company's CNPJ. */
const registration = (person: Person): string =>
  isCompany(person)
    ? `inscrita no CNPJ sob o nº ${cnpj(person.cnpj)}`
    : `inscrito(a) no CPF sob o nº ${cpf(person.cpf)}`;

/** The auto's number, when it may be stated (never the fallback code: it is our reference). */
export const noticeNumber = (facts: Facts, what = fieldBlank('notice.number')): string =>
  facts.notice.number?.source.kind === 'fallback' ? blank(what) : show(facts.notice.number, what);

export const processNumber = (facts: Facts): string =>
  show(facts.suspension?.processNumber, fieldBlank('suspension.processNumber'));

export function qualification(facts: Facts, kind: PieceKind, legalBasis: string): string {
  const { person, role } = appellant(facts);
  const name = show(person.name, fieldBlank('owner.name'), (v) => v.toUpperCase());
  const parts = [`${name}, ${registration(person)}`];
  const cnh = certain(person.cnh);
  if (cnh) parts.push(`portador(a) da CNH nº ${cnh.value}`);
  else if (kind === 'defesa_suspensao') parts.push(`portador(a) da CNH nº ${blank(fieldBlank('owner.cnh'))}`);
  const seat = isCompany(person) ? 'com sede em' : 'residente e domiciliado(a) em';
  parts.push(`${seat} ${show(person.address, fieldBlank('owner.address'))}`);
  let who: string;
  if (kind === 'defesa_suspensao') who = 'na qualidade de condutor(a) habilitado(a)';
  else {
    const v = facts.vehicle;
    const extras = [maybe(v.model, (m) => `marca/modelo ${m}`), maybe(v.renavam, (r) => `RENAVAM ${r}`)]
      .filter(Boolean)
      .join(', ');
    who = `na qualidade de ${role} do veículo de placa ${plate(v.plate)}${extras ? `, ${extras}` : ''}`;
  }
  const target =
    kind === 'defesa_suspensao'
      ? `no processo administrativo nº ${processNumber(facts)}`
      : `em face do Auto de Infração nº ${noticeNumber(facts)}`;
  return `${parts.join(', ')}, ${who}, vem, respeitosamente, à presença de Vossa Senhoria, com fundamento ${legalBasis}, apresentar ${PIECE_NAME[kind]} ${target}, pelos fatos e fundamentos a seguir expostos.`;
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
          'cópia da CNH ou do RG do(a) requerente;',
          'cópia do CRLV do veículo;',
        ];
  return [...items, 'procuração, se o recurso for apresentado por representante.'];
}
