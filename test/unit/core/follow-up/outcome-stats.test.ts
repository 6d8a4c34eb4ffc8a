/** The outcome statistics rule: tallies move with the records; no percentage from fewer than 20 cases. */
import type { Appeal } from '@recurso/core/appeal';
import {
  grantedShare,
  MIN_CASES_FOR_SHARE,
  type OutcomeTallyRow,
  outcomeReport,
  outcomeTallyDeltas,
} from '@recurso/core/follow-up';

const decided = (
  result: 'granted' | 'refused' | 'no_response',
  code = '745-50',
): Pick<Appeal, 'outcome' | 'notice' | 'grounds'> => ({
  outcome: { result, recordedAt: '2026-06-01T00:00:00Z' },
  notice: {
    infractionCode: code,
    infractionDescription: 'Transitar em velocidade superior à máxima permitida em até 20%',
  },
  grounds: [{ id: 'radar_inmetro', title: 'DA REGULARIDADE DO MEDIDOR DE VELOCIDADE' }],
});

describe('outcomeTallyDeltas', () => {
  it('a first decision counts once in the total, its code and each ground, with their labels', () => {
    expect(outcomeTallyDeltas({}, decided('granted'))).toEqual([
      { key: 'ALL', granted: 1, refused: 0, noResponse: 0 },
      {
        key: 'CODE#745-50',
        label: 'Transitar em velocidade superior à máxima permitida em até 20%',
        granted: 1,
        refused: 0,
        noResponse: 0,
      },
      {
        key: 'GROUND#radar_inmetro',
        label: 'DA REGULARIDADE DO MEDIDOR DE VELOCIDADE',
        granted: 1,
        refused: 0,
        noResponse: 0,
      },
    ]);
  });

  it('a corrected decision moves from one column to the other; an unchanged one moves nothing', () => {
    const moved = outcomeTallyDeltas(decided('no_response'), decided('refused'));
    expect(moved.find((d) => d.key === 'ALL')).toEqual({
      key: 'ALL',
      granted: 0,
      refused: 1,
      noResponse: -1,
    });
    expect(outcomeTallyDeltas(decided('granted'), decided('granted'))).toEqual([]);
  });

  it('an erased record leaves every tally it was in', () => {
    expect(outcomeTallyDeltas(decided('refused'), undefined).map((d) => [d.key, d.refused])).toEqual([
      ['ALL', -1],
      ['CODE#745-50', -1],
      ['GROUND#radar_inmetro', -1],
    ]);
  });
});

describe('outcomeReport', () => {
  it(`gives a share only from ${MIN_CASES_FOR_SHARE} decided cases, and always the counts`, () => {
    expect(grantedShare(10, 19)).toBeNull();
    expect(grantedShare(10, 20)).toBe(0.5);
    const rows: OutcomeTallyRow[] = [
      { key: 'ALL', granted: 14, refused: 11, noResponse: 3 },
      { key: 'CODE#745-50', label: 'Velocidade até 20%', granted: 12, refused: 8, noResponse: 1 },
      { key: 'CODE#605-03', label: 'Avançar o sinal vermelho', granted: 2, refused: 3, noResponse: 2 },
      { key: 'CODE#000-00', label: 'corrigido para outra decisão', granted: 0, refused: 0, noResponse: 0 },
      { key: 'GROUND#sinalizacao', label: 'DA SINALIZAÇÃO', granted: 9, refused: 10, noResponse: 0 },
    ];
    const report = outcomeReport(rows);
    expect(report.minimumCases).toBe(20);
    expect(report.overall).toEqual({
      decided: 25,
      granted: 14,
      refused: 11,
      noResponse: 3,
      grantedShare: 0.56,
    });
    expect(report.byInfraction).toEqual([
      {
        code: '745-50',
        label: 'Velocidade até 20%',
        decided: 20,
        granted: 12,
        refused: 8,
        noResponse: 1,
        grantedShare: 0.6,
      },
      {
        code: '605-03',
        label: 'Avançar o sinal vermelho',
        decided: 5,
        granted: 2,
        refused: 3,
        noResponse: 2,
        grantedShare: null,
      },
    ]);
    // 19 decided: no percentage
    expect(report.byGround).toEqual([
      {
        id: 'sinalizacao',
        label: 'DA SINALIZAÇÃO',
        decided: 19,
        granted: 9,
        refused: 10,
        noResponse: 0,
        grantedShare: null,
      },
    ]);
  });
});
