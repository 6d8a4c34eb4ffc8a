/** "Como protocolar": who receives the appeal at each stage (CTB), the agency as read, deadline, attachments, signature. */
import { filingGuide, guideText } from '@recurso/core/follow-up';

const text = (appeal: Parameters<typeof filingGuide>[0]) => guideText(filingGuide(appeal));

describe('filingGuide', () => {
  it('defesa prévia: the traffic authority of the agency (art. 281), the notice deadline (art. 281-A)', () => {
    const t = text({
      type: 'traffic',
      notice: { stage: 'defesa_previa', agency: 'Polícia Rodoviária Federal', number: 'A98765432' },
      filingDeadline: '2026-05-30',
    });
    expect(t).toContain(
      'Defesa prévia, dirigida à autoridade de trânsito do órgão autuador: Polícia Rodoviária Federal (art. 281 do CTB).',
    );
    expect(t).toContain('Até 30/05/2026, data indicada na notificação (art. 281-A do CTB).');
    expect(t).toContain('cópia da notificação do Auto de Infração nº A98765432;');
    expect(t).toContain('Assine ao final do recurso, com a mesma assinatura do seu documento de identidade.');
    expect(t).toContain('(art. 285, § 4º, do CTB)');
  });

  it('JARI: filed with the authority that imposed the penalty, which sends it to the JARI (art. 285)', () => {
    const t = text({
      type: 'traffic',
      notice: { stage: 'jari', agency: 'DETRAN-MG' },
      filingDeadline: '2026-05-30',
    });
    expect(t).toContain(
      'Recurso à JARI (Junta Administrativa de Recursos de Infrações) do órgão autuador: DETRAN-MG.',
    );
    expect(t).toContain(
      'Entregue ao órgão que aplicou a penalidade, que o encaminha à JARI (art. 285 do CTB).',
    );
    expect(t).toContain('(art. 282, § 4º, do CTB)');
  });

  it('second instance: CETRAN, CONTRANDIFE in the DF, the special board for federal agencies (art. 289)', () => {
    expect(text({ type: 'traffic', notice: { stage: 'cetran', agency: 'DER-SP' } })).toContain(
      'ao CETRAN do Estado quando o órgão é estadual ou municipal; no Distrito Federal, ao CONTRANDIFE; contra órgão federal, ao colegiado especial da JARI (art. 289 do CTB).',
    );
  });

  it('suspension: the traffic authority that opened the process (art. 265) and its own attachments', () => {
    const t = text({ type: 'suspension', notice: { agency: 'DETRAN-RJ', processNumber: '2026/00123' } });
    expect(t).toContain(
      'autoridade de trânsito do órgão que instaurou o processo: DETRAN-RJ (art. 265 do CTB).',
    );
    expect(t).toContain('cópia da notificação de instauração do processo de suspensão nº 2026/00123;');
    expect(t).toContain('comprovante de endereço;');
  });

  it('unknown stage and agency: says to check the notice, never guesses; no deadline, asks for it', () => {
    const t = text({ type: 'traffic' });
    expect(t).toContain('Confira na notificação a fase do processo');
    expect(t).toContain('[confira na notificação o nome do órgão autuador]');
    expect(t).toContain('Não identificamos o prazo na notificação');
    expect(t).toContain('cópia da notificação recebida;');
  });

  it('in time: the day, and the suspensive effect only for the appeal against the penalty (art. 285)', () => {
    const jari = text({
      type: 'traffic',
      notice: { stage: 'jari', agency: 'CET' },
      filingDeadline: '2026-05-30',
    });
    expect(jari).toContain(
      'Entregue até essa data, o recurso contra a penalidade tem efeito suspensivo (art. 285 do CTB); fora do prazo, não tem (art. 285, § 1º, do CTB) e é arquivado (art. 285, § 5º, do CTB).',
    );
    const defesa = guideText(
      filingGuide(
        { type: 'traffic', notice: { stage: 'defesa_previa' }, filingDeadline: '2026-05-30' },
        '2026-05-30',
      ),
    );
    expect(defesa).not.toContain('efeito suspensivo');
  });

  it('late: says so plainly, with what it costs (art. 285 §§ 1º and 5º), never promising the suspensive effect', () => {
    const late = guideText(
      filingGuide(
        { type: 'traffic', notice: { stage: 'jari', agency: 'CET' }, filingDeadline: '2026-05-30' },
        '2026-06-02',
      ),
    );
    expect(late).toContain(
      'O prazo terminou em 30/05/2026. Entregue fora do prazo, o recurso não tem efeito suspensivo (art. 285, § 1º, do CTB), e o recurso intempestivo será arquivado (art. 285, § 5º, do CTB).',
    );
    expect(late).not.toContain('tem efeito suspensivo (art. 285 do CTB)');
    const defesa = guideText(
      filingGuide(
        { type: 'traffic', notice: { stage: 'defesa_previa' }, filingDeadline: '2026-05-30' },
        '2026-06-02',
      ),
    );
    expect(defesa).toContain(
      'O prazo terminou em 30/05/2026. Entregue fora do prazo, a defesa pode não ser examinada',
    );
  });
});
