/**
 * Competence (arts. 21, 22, 24, 24-A, 25; Lei 14.599/2023): the infractions of art. 24 § 4º are the
 * municipal traffic bodies' privately, within their city, and art. 22 V–VI takes them from the state
 * DETRAN; those of art. 22 § 2º are the states' privately. Either may be delegated by a convênio (art.
 * 24-A sole paragraph, art. 25), so the ground asks the agency to show one rather than asserting nullity
 * outright (LEGAL.md "Corrections"). The Distrito Federal has no Municipalities (CF art. 32, caput;
 * § 1º gives it the States' and the Municipalities' competences): its DETRAN-DF is the body that
 * executes traffic there (Decreto distrital 3.534/1976, art. 5º), and no municipal body holds art. 24
 * § 4º's infractions against it.
 */
import { agencyKind } from '../../facts/agencies';
import { fold } from '../../facts/text';
import { ctbArticle, maybe } from '../../writer/format';
import { certainRow } from '../classify';
import { ALL_TRAFFIC, defect, known, MET, notShown, rule, valueAt } from '../types';

/** Art. 24 § 4º: "arts. 95, 181, 182, 183, 218 e 219, nos incisos V e X do caput do art. 231 e nos arts. 245, 246 e 279-A". */
const MUNICIPAL_ONLY = /^(?:95|181|182|183|218|219|245|246|279-A)\b|^231, (?:V|X)\b/;
/** Art. 22 § 2º: "arts. 165-D, 233, 240, 241, 242 e 243 e no § 5º do art. 330". */
const STATE_ONLY = /^(?:165-D|233|240|241|242|243)\b|^330, § 5/;
/** An agency of the Distrito Federal ("DETRAN-DF", "DETRAN/DF", "Departamento de Trânsito do Distrito Federal"). */
const FEDERAL_DISTRICT = /\bdetran\s*[-/]?\s*df\b|\bdistrito\s+federal\b/;
/** A road outside the city's circunscrição (a highway, a road km), where art. 24 § 4º does not reach. */
const HIGHWAY = /\b(?:rodovia|estrada|br-?\s?\d{3}|[a-z]{2}-\d{2,3}|km\s*\d)/i;

export const competencia = rule({
  id: 'competencia',
  title: 'DA INCOMPETÊNCIA DO ÓRGÃO AUTUADOR',
  requirement: {
    text: 'O órgão que autuou tem competência para a infração na via (municipal privativa: arts. 95, 181, 182, 183, 218, 219; estadual privativa: 233, 240–243), salvo convênio.',
    cite: 'arts. 22, V, VI e § 2º, 24, § 4º, 24-A e 25 do CTB',
  },
  scope: { kinds: ALL_TRAFFIC },
  premises: ['infraction.code', 'agency'],
  evidence: ['infraction.place'],
  check: (facts) => {
    const row = certainRow(facts);
    const agency = valueAt<string>(facts, 'agency');
    const kind = agencyKind(agency);
    if (!row || !kind?.sphere || kind.role !== 'transito') return MET;
    if (
      kind.sphere === 'estadual' &&
      MUNICIPAL_ONLY.test(row.artigo) &&
      !FEDERAL_DISTRICT.test(fold(agency ?? ''))
    ) {
      const place = known<string>(facts, 'infraction.place');
      if (place === undefined) return notShown(undefined);
      return HIGHWAY.test(place)
        ? MET
        : defect({ agency, artigo: row.artigo, who: 'municipal' as 'municipal' | 'estadual' });
    }
    if (kind.sphere === 'municipal' && STATE_ONLY.test(row.artigo))
      return defect({ agency, artigo: row.artigo, who: 'estadual' as 'municipal' | 'estadual' });
    return MET;
  },
  defect: (facts, d) =>
    d.who === 'municipal'
      ? [
          `O auto foi lavrado pelo ${d.agency}, órgão executivo de trânsito do Estado, por infração do ${ctbArticle(d.artigo)}${maybe(facts.infraction.place, (p) => `, no local indicado (${p})`)}.`,
          'Desde a Lei nº 14.599/2023, compete privativamente aos órgãos e entidades executivos de trânsito dos Municípios, no âmbito de sua circunscrição, autuar e aplicar as penalidades das infrações dos arts. 95, 181, 182, 183, 218 e 219 do CTB (art. 24, § 4º), e o art. 22, V e VI, exclui essas infrações da competência do órgão estadual. O Estado só as fiscaliza se o Município lhe delegar essa competência por convênio (art. 24-A, parágrafo único, e art. 25 do CTB).',
          'Não havendo convênio, o auto foi lavrado por órgão sem competência, é irregular e deve ser arquivado (art. 281, § 1º, I, do CTB). Requer-se que o órgão junte aos autos o convênio que lhe teria delegado essa competência no local da infração.',
        ]
      : [
          `O auto foi lavrado pelo órgão municipal ${d.agency} por infração do ${ctbArticle(d.artigo)}, que o art. 22, § 2º, do CTB, na redação da Lei nº 14.599/2023, atribui privativamente aos órgãos executivos de trânsito dos Estados e do Distrito Federal. O Município só a fiscaliza se o Estado lhe delegar essa competência por convênio (art. 24-A, parágrafo único, e art. 25 do CTB).`,
          'Não havendo convênio, o auto foi lavrado por órgão sem competência, é irregular e deve ser arquivado (art. 281, § 1º, I, do CTB). Requer-se que o órgão junte aos autos o convênio que lhe teria delegado essa competência.',
        ],
  request: {
    defect: {
      text: 'a juntada do convênio que teria delegado ao órgão autuador a competência para esta infração no local (art. 24-A, parágrafo único, e art. 25 do CTB);',
      evidence: true,
    },
  },
  sources: ['ctb_competence', 'ctb_281', 'amending_laws'],
  markers: [/24\s*,\s*§\s*4\b/, /\b24-a\b/, /22\s*,\s*§\s*2\b/],
});
