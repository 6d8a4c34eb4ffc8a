/**
 * The deadline before the money (issue 26): days left, the last day, a passed deadline with what it
 * means (CTB art. 285 § 1º and § 5º) and the driver's explicit decision, an unknown deadline, and the
 * question a filing date after the deadline raises.
 */
import { lateFilingQuestion, timelinessNotice } from '@recurso/core/follow-up';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('timelinessNotice', () => {
  it('counts the days left on Brasília’s calendar', () => {
    expect(timelinessNotice({ type: 'traffic', deadline: '2026-12-20', stage: 'jari' }, NOW)).toEqual({
      state: 'open',
      title: 'Prazo para protocolar: até 20/12/2026 · Faltam 23 dias.',
      lines: ['Depois do pagamento, baixe o PDF, assine e protocole dentro do prazo.'],
    });
    expect(timelinessNotice({ type: 'traffic', deadline: '2026-11-27' }, NOW)).toMatchObject({
      state: 'today',
      title: 'Hoje (27/11/2026) é o último dia para protocolar.',
    });
  });

  it('says a passed deadline plainly, with art. 285 § 1º and § 5º, and asks the driver to decide', () => {
    const late = timelinessNotice({ type: 'traffic', deadline: '2026-09-28', stage: 'jari' }, NOW);
    expect(late.state).toBe('overdue');
    expect(late.title).toBe('O prazo para protocolar venceu em 28/09/2026 (prazo vencido há 60 dias).');
    expect(late.lines[0]).toBe(
      'Um recurso apresentado fora do prazo não tem efeito suspensivo (art. 285, § 1º, do CTB) e “O recurso intempestivo será arquivado.” (art. 285, § 5º, do CTB): o órgão não o julga.',
    );
    expect(late.consent).toBe('Entendi que o prazo venceu e quero o recurso mesmo assim.');
    // A late defesa prévia: the JARI appeal is still ahead.
    expect(
      timelinessNotice({ type: 'traffic', deadline: '2026-11-01', stage: 'defesa_previa' }, NOW).lines[0],
    ).toContain('você poderá recorrer à JARI');
  });

  it('says when the deadline is unknown', () => {
    expect(timelinessNotice({ type: 'suspension' }, NOW)).toMatchObject({ state: 'unknown' });
  });
});

describe('lateFilingQuestion', () => {
  it('questions a filing date after the deadline, and only then', () => {
    expect(lateFilingQuestion('2026-06-02', '2026-05-30')).toBe(
      'A data do protocolo (02/06/2026) é depois do prazo (30/05/2026). Confira as duas datas: um recurso protocolado fora do prazo é arquivado sem julgamento (art. 285, § 5º, do CTB).',
    );
    expect(lateFilingQuestion('2026-05-30', '2026-05-30')).toBeUndefined();
    expect(lateFilingQuestion('2026-06-02', undefined)).toBeUndefined();
  });
});
