/**
 * Garbled labels read from their place (reading/label-slots.ts): a phone photo's small-type label over
 * its value comes back from OCR as "Data do prrtugem"; read as the label phrase it is clearly nearest,
 * its value is paired but never certain. The phrases come from the one table of labels
 * (reading/label-phrases.ts).
 */
import { CERTAIN_CONFIDENCE } from '@recurso/core/facts';
import { readDocument } from '@recurso/core/facts';
import { labelPhrases } from '@recurso/core/reading';
import { ocrPage } from './page';

const read = (layout: ReturnType<typeof ocrPage>) =>
  readDocument({ name: 'n.jpg', method: 'ocr', layout }).fields;

describe('the phrases a label pattern spells', () => {
  it('optional parts, alternatives, classes and spaces; lookarounds and open classes spell nothing', () => {
    expect(labelPhrases('data\\s+d[ao]\\s+emissao(?:\\s+da\\s+notificacao)?').sort()).toEqual([
      'data da emissao',
      'data da emissao da notificacao',
      'data do emissao',
      'data do emissao da notificacao',
    ]);
    expect(labelPhrases('(?:cod\\.?|codigo)\\s*renavam')).toEqual([
      'codrenavam',
      'cod renavam',
      'codigorenavam',
      'codigo renavam',
    ]);
    expect(labelPhrases('decisao(?=\\s*(?::|$))')).toEqual(['decisao']);
    expect(labelPhrases('apresentar(?:\\s+[a-z]+){0,3}\\s+ate')).toEqual(['apresentar ate']);
  });
});

describe('a label slot: small type OCR garbled, right over its value', () => {
  const slots = (top: { text: string; confidence: number }) =>
    ocrPage(
      [{ text: 'DADOS DA NOTIFICAÇÃO', x: 80, y: 60 }],
      [{ ...top, x: 80, y: 100, h: 12 }],
      [{ text: '30/03/2026', x: 80, y: 113 }],
    );

  it('is read as the label phrase it is nearest: its value is paired, and left for the driver to confirm', () => {
    const f = read(slots({ text: 'Data do prrtugem', confidence: 0.3 }));
    expect(f['notice.dispatchDate']?.[0]?.value).toBe('2026-03-30');
    expect(f['notice.dispatchDate']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
  });

  it('is read when one field’s phrase is two letters nearer than any other’s ("emivaão": emissão, not envio)', () => {
    const f = read(slots({ text: 'Data de emivaão de notificação', confidence: 0.3 }));
    expect(f['notice.issueDate']?.[0]?.value).toBe('2026-03-30');
    expect(f['notice.issueDate']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
    expect(f['notice.dispatchDate']).toBeUndefined();
  });

  it('a label’s usual rest counts ("Data tmito para recurso à JARI" is "Data limite para recurso")', () => {
    const f = read(slots({ text: 'Data tmito para recurso à JARI', confidence: 0.3 }));
    expect(f['notice.deadline']?.[0]?.value).toBe('2026-03-30');
  });

  it('the speed meter’s verification date named by "equipamento" ("Dete da verificação do equipamento")', () => {
    const f = read(slots({ text: 'Dete da verificação do equipamento', confidence: 0.3 }));
    expect(f['speed.verificationDate']?.[0]?.value).toBe('2026-03-30');
  });

  it('its value may sit most of a line below it (a fax’s small label over a taller value)', () => {
    const f = read(
      ocrPage(
        [{ text: 'DADOS DA NOTIFICAÇÃO', x: 80, y: 60 }],
        [{ text: 'Data do prrtugem', confidence: 0.3, x: 80, y: 100, h: 12 }],
        [{ text: '30/03/2026', x: 80, y: 127 }],
      ),
    );
    expect(f['notice.dispatchDate']?.[0]?.value).toBe('2026-03-30');
  });

  it('is not read when two fields’ phrases are as near ("emeveho": emissão or envio?), nor when OCR was sure of it', () => {
    expect(
      read(slots({ text: 'Data de emeveho de notficação', confidence: 0.3 }))['notice.issueDate'],
    ).toBeUndefined();
    expect(
      read(slots({ text: 'Data de emeveho de notficação', confidence: 0.3 }))['notice.dispatchDate'],
    ).toBeUndefined();
    expect(
      read(slots({ text: 'Data do prrtugem', confidence: 0.95 }))['notice.dispatchDate'],
    ).toBeUndefined();
  });

  it('a line as close under a value as over the next: the value’s own second line, never a label', () => {
    const f = read(
      ocrPage(
        [{ text: 'Local', x: 80, y: 100 }],
        [{ text: 'Rua Marechal Deodoro, 3517', x: 80, y: 124 }],
        [{ text: 'Data do prrtugem', x: 80, y: 148, confidence: 0.3 }],
        [{ text: '30/03/2026', x: 80, y: 172 }],
      ),
    );
    expect(f['notice.dispatchDate']).toBeUndefined();
  });

  it('as close under a number, a date or a speed: a label all the same (no such value goes on in words)', () => {
    const f = read(
      ocrPage(
        [{ text: 'Velocidade aferida', x: 80, y: 100 }],
        [{ text: '77 km/h', x: 80, y: 124 }],
        [{ text: 'Ursa da velocidade', x: 80, y: 148, confidence: 0.3 }],
        [{ text: '60 km/h', x: 80, y: 172 }],
      ),
    );
    expect(f['speed.limit']?.[0]?.value).toBe(60);
    expect(f['speed.limit']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
  });
});

describe('a garbled label closed by ":" at the start of a line', () => {
  it('is read as the label phrase it is nearest; its value after the ":" is paired, never certain', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Nona/Rasão social:', x: 80, y: 100, confidence: 0.12 },
          { text: 'JULIANA RIBEIRO AZEVEDO', x: 280, y: 100 },
        ],
        [
          { text: 'CON/CMDJ:', x: 80, y: 140, confidence: 0.04 },
          { text: '576.772.301-05', x: 230, y: 140 },
        ],
      ),
    );
    expect(f['owner.name']?.[0]?.value).toBe('Juliana Ribeiro Azevedo');
    expect(f['owner.name']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
    // Too garbled for a label ("CON/CMDJ"), the CPF is still read by its check digits, never certain.
    expect(f['owner.cpf']?.[0]?.value).toBe('57677230105');
    expect(f['owner.cpf']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
  });

  it('its letters OCR read as digits inside its words count as letters ("Pendanento 10ga1:")', () => {
    const f = read(
      ocrPage([
        { text: 'Pendanento 10ga1:', x: 80, y: 100, confidence: 0.3 },
        { text: 'CTB, art. 218, I', x: 280, y: 100, confidence: 0.95 },
      ]),
    );
    expect(f['infraction.legalBasis']?.[0]?.value).toBe('CTB, art. 218, I');
    expect(f['infraction.legalBasis']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
  });
});

describe('a garbled label in a table’s label column', () => {
  const table = (garbled: { text: string; confidence: number }, x = 80) =>
    ocrPage(
      [
        { text: 'Placa', x: 80, y: 100 },
        { text: 'ABC1D23', x: 460, y: 100 },
      ],
      [
        { text: 'Código Renavam', x: 80, y: 140 },
        { text: '48776649501', x: 460, y: 140 },
      ],
      [
        { ...garbled, x },
        { text: 'Medidor fixo PERKONS PK-15, série FX-14410', x: 460, y: 180 },
      ].map((c) => ({ y: 180, ...c })),
    );

  it('is read as the label phrase it is nearest: the whole value beside it is paired, never certain', () => {
    const f = read(table({ text: 'Mentificação do equipamento', confidence: 0.6 }));
    expect(f['speed.equipment']?.[0]?.value).toBe('Medidor fixo PERKONS PK-15, série FX-14410');
    expect(f['speed.equipment']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
  });

  it('is not read out of the label column, nor when OCR was sure of it', () => {
    // The meter's description is still read, by the word it opens with ("Medidor"), never by the slot.
    const aside = read(table({ text: 'Mentificação do equipamento', confidence: 0.6 }, 130));
    expect(aside['speed.equipment']?.map((r) => r.label)).toEqual(['Medidor']);
    const sure = read(table({ text: 'Mentificação do equipamento', confidence: 0.95 }));
    expect(sure['speed.equipment']?.map((r) => r.label)).toEqual(['Medidor']);
  });
});

describe('a label word OCR cut in two and misread', () => {
  it('is read as the label word the two pieces are one letter from ("Código Renas am")', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Código', x: 80, y: 100, confidence: 0.95 },
          { text: 'Renas am', x: 150, y: 100, confidence: 0.3 },
        ],
        [{ text: '32426512659', x: 80, y: 124, confidence: 0.95 }],
      ),
    );
    expect(f['vehicle.renavam']?.[0]?.value).toBe('32426512659');
    expect(f['infraction.code']).toBeUndefined();
  });

  it('not when OCR was sure of the first piece', () => {
    const sure = read(
      ocrPage(
        [{ text: 'Código Renas am', x: 80, y: 100, confidence: 0.95 }],
        [{ text: '32426512659', x: 80, y: 124, confidence: 0.95 }],
      ),
    );
    expect(sure['vehicle.renavam']).toBeUndefined();
  });
});
