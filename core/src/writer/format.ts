/**
 * pt-BR formatting of fact values, and the visible blank for what the facts lack. Only certain facts
 * (certainty.ts) are ever printed: a fact read without certainty is a blank like a missing one, so a
 * misread date never reaches the petition.
 */
import { GRAVIDADE_LABEL, type Gravidade } from '../catalogue';
import { isCertain } from '../facts/certainty';
import { formatDateBr } from '../facts/dates';
import { fieldBlank } from '../facts/fields';
import { formatCpf, formatPlate } from '../facts/identifiers';
import type { Fact } from '../facts/schema';

/** The visible blank the driver fills in before signing. */
export const blank = (what: string): string => `[preencher: ${what}]`;

export const BLANK_RE = /\[preencher: [^\]]*\]/g;

export const money = (n: number): string =>
  `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The fact when it may be stated (certain), else undefined. */
export const certain = <F extends Fact<unknown>>(f: F | undefined): F | undefined =>
  isCertain(f) ? f : undefined;

/** A certain fact's value formatted, or the blank (missing or uncertain). */
export function show<T>(f: Fact<T> | undefined, what: string, format: (v: T) => string = String): string {
  return isCertain(f) ? format((f as Fact<T>).value) : blank(what);
}

/** A certain fact's value formatted, or '' (for optional details a sentence can do without). */
export function maybe<T>(f: Fact<T> | undefined, format: (v: T) => string = String): string {
  return isCertain(f) ? format((f as Fact<T>).value) : '';
}

export const date = (f: Fact<string> | undefined, what: string): string => show(f, what, formatDateBr);
export const plate = (f: Fact<string> | undefined): string =>
  show(f, fieldBlank('vehicle.plate'), formatPlate);
export const cpf = (f: Fact<string> | undefined): string => show(f, fieldBlank('owner.cpf'), formatCpf);
export const cnpj = (f: Fact<string> | undefined): string =>
  show(f, fieldBlank('owner.cnpj'), (v) =>
    v.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  );
export const gravity = (g: Gravidade | null): string => (g ? GRAVIDADE_LABEL[g] : '');

/** A catalogue article as cited: "art. 181, XVIII, do CTB", "art. 165 do CTB" (a comma only after an inciso). */
export const ctbArticle = (artigo: string): string =>
  `art. ${artigo}${artigo.includes(',') ? ',' : ''} do CTB`;
/** mg/L with a decimal comma and two decimals, as the test record prints it ("0,30"); more only if given. */
export const mgL = (n: number): string =>
  (Number.isInteger(n * 100) ? n.toFixed(2) : String(n)).replace('.', ',');

/** Free text from the user, made safe to quote: no control chars, no line breaks, no double quotes. */
export function quoteUserText(s: string, max = 3000): string {
  const clean = s
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/["“”]/g, "'")
    .replace(/\[/g, '(')
    .replace(/\]/g, ')')
    .trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** Today's date in words-free numeric form for the place/date line. */
export const dateOf = (d: Date): string =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
