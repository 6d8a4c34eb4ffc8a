import { findInfraction } from '@recurso/core/catalogue';
import {
  extractFacts,
  factsFromManualEntry,
  findFormalDefects,
  FactsSchema,
  matchTypedInfraction,
  uncertainFacts,
} from '@recurso/core/facts';
import type { Box } from '@recurso/core/documents';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

const NA = `PREFEITURA DE CAMPINAS
NOTIFICAÇÃO DA AUTUAÇÃO
Auto de Infração nº: C12345678
Placa: ABC-1234
Data da Infração: 01/03/2026 Hora: 10:05
Local da Infração: Av. Norte-Sul, 500
Código da Infração: 555-00
Data de Postagem: 15/03/2026`;

describe('extractFacts', () => {
  it('records the source line of each fact', () => {
    const facts = extractFacts([{ name: 'na.txt', text: NA }], { clock });
    expect(facts.notice.number).toMatchObject({
      value: 'C12345678',
      source: {
        kind: 'document',
        document: 'na.txt',
        page: 1,
        method: 'plain',
        line: 3,
        label: 'Auto de Infração nº',
      },
      confidence: 1,
    });
    // A typed line is one row of a synthetic page: the label on the left half, the value after it.
    const { box, labelBox } = facts.notice.number.source as { box: Box; labelBox: Box };
    expect(labelBox.left).toBe(0);
    expect(box.left).toBeGreaterThan(labelBox.left + labelBox.width);
    expect(box.top).toBe(labelBox.top);
    expect(facts.vehicle.plate?.value).toBe('ABC1234');
    expect(facts.infraction.date?.value).toBe('2026-03-01');
    expect(facts.infraction.time?.value).toBe('10:05');
    expect(facts.infraction.place?.value).toBe('Av. Norte-Sul, 500');
    expect(facts.stage?.value).toBe('defesa_previa');
  });

  it('reads a notice described in prose (e.g. pasted into the versão dos fatos)', () => {
    const text =
      'O auto de infração nº 7B987654 diz que no dia 5 de maio de 2026, às 9h15, meu carro placa abc-1234 estacionou em local proibido (código 555-00).';
    const facts = extractFacts([], { clock, additionalText: text });
    // Running text: read, but never certain on its own.
    expect(facts.notice.number).toEqual({
      value: '7B987654',
      source: { kind: 'additionalText' },
      confidence: 0.7,
    });
    expect(uncertainFacts(facts).map((u) => u.path)).toContain('infraction.date');
    expect(facts.infraction.date?.value).toBe('2026-05-05');
    expect(facts.infraction.time?.value).toBe('09:15');
    expect(facts.vehicle.plate?.value).toBe('ABC1234');
    expect(facts.infraction.code?.value).toBe('555-00');
  });

  it('reads "Data/Hora", "AIT", "Enquadramento 7455-0" and "CPF/CNPJ" layouts', () => {
    const text =
      'DETRAN-SC\nNOTIFICAÇÃO DE AUTUAÇÃO\nAIT: SC1234567\nData/Hora: 12/03/2026 14:35\nEnquadramento: 7455-0 - Transitar em velocidade superior\nVelocidade aferida: 68 km/h Velocidade considerada: 61 km/h Velocidade regulamentada: 60 km/h\nProprietário: LUCAS SOUZA PRADO\nCPF/CNPJ: 529.982.247-25';
    const f = extractFacts([{ name: 'sc.pdf', text }], { clock });
    expect([
      f.notice.number.value,
      f.agency?.value,
      f.infraction.date?.value,
      f.infraction.time?.value,
      f.infraction.code?.value,
    ]).toEqual(['SC1234567', 'DETRAN-SC', '2026-03-12', '14:35', '745-50']);
    expect([f.speed?.measured?.value, f.speed?.considered?.value, f.speed?.limit?.value]).toEqual([
      68, 61, 60,
    ]);
    expect([f.owner.name?.value, f.owner.cpf?.value]).toEqual(['Lucas Souza Prado', '52998224725']);
  });

  it('never fails the schema on odd values: zero speeds, very long free text', () => {
    const text =
      'NOTIFICAÇÃO DA AUTUAÇÃO\nVelocidade Medida: 00 km/h\nVelocidade Máxima Permitida: 0 km/h\nTotal de pontos: 0';
    const facts = extractFacts([{ name: 'x.txt', text }], { clock, additionalText: 'a'.repeat(9000) });
    expect(facts.speed).toBeUndefined();
    expect(facts.additionalText).toHaveLength(5000);
  });

  it('matches the infraction code to the catalogue', () => {
    const facts = extractFacts([{ name: 'na.txt', text: NA }], { clock });
    expect(facts.infraction.catalogue?.value).toMatchObject({
      codigo: '555-00',
      artigo: '181, XVIII',
      gravidade: 'media',
      pontos: 4,
      valor: 130.16,
    });
    expect(facts.infraction.catalogue?.source).toEqual({ kind: 'catalogue', code: '555-00' });
    expect(facts.infraction.catalogue?.confidence).toBe(facts.infraction.code?.confidence);
  });

  it('uses the SPEC fallback code when no notice number is found', () => {
    const facts = extractFacts([{ name: 'x.txt', text: 'Placa ABC1D23' }], { clock });
    expect(facts.notice.number).toEqual({ value: 'T17953416', source: { kind: 'fallback' }, confidence: 0 });
  });

  it('keeps additionalText verbatim and lets typed data win over documents', () => {
    const facts = extractFacts([{ name: 'na.txt', text: NA }], {
      clock,
      additionalText: 'O veículo estava na garagem.',
      typed: { vehicle: { plate: 'XYZ9K88' } },
    });
    expect(facts.additionalText).toBe('O veículo estava na garagem.');
    expect(facts.vehicle.plate).toEqual({
      value: 'XYZ9K88',
      source: { kind: 'typed', field: 'vehicle.plate' },
      confidence: 1,
    });
  });
});

describe('formal defect (art. 281, § 1º, II)', () => {
  const base = {
    stage: { value: 'defesa_previa' as const, source: { kind: 'typed' as const, field: 's' }, confidence: 1 },
  };
  const at = (v: string) => ({ value: v, source: { kind: 'typed' as const, field: 'f' }, confidence: 1 });
  const number = { value: 'A123', source: { kind: 'fallback' as const }, confidence: 0 };

  it('flags a notice dispatched more than 30 days after the infraction', () => {
    const d = findFormalDefects({
      ...base,
      notice: { number, dispatchDate: at('2026-03-20') },
      infraction: { date: at('2026-02-03') },
    });
    expect(d).toEqual([
      {
        rule: 'art281_1_II',
        days: 45,
        source: { kind: 'derived', from: ['infraction.date', 'notice.dispatchDate'] },
      },
    ]);
  });

  it('does not flag 30 days or less, a missing date, or a penalty notice', () => {
    expect(
      findFormalDefects({
        ...base,
        notice: { number, dispatchDate: at('2026-03-05') },
        infraction: { date: at('2026-02-03') },
      }),
    ).toEqual([]);
    expect(
      findFormalDefects({ ...base, notice: { number }, infraction: { date: at('2026-02-03') } }),
    ).toEqual([]);
    expect(
      findFormalDefects({
        stage: { value: 'jari', source: { kind: 'typed', field: 's' }, confidence: 1 },
        notice: { number, dispatchDate: at('2026-06-20') },
        infraction: { date: at('2026-02-03') },
      }),
    ).toEqual([]);
  });
});

describe('deadline shorter than 30 days (art. 281-A)', () => {
  const at = (v: string) => ({ value: v, source: { kind: 'typed' as const, field: 'f' }, confidence: 1 });
  const number = { value: 'A123', source: { kind: 'fallback' as const }, confidence: 0 };
  const na = {
    value: 'defesa_previa' as const,
    source: { kind: 'typed' as const, field: 's' },
    confidence: 1,
  };

  it('flags an NA whose deadline is less than 30 days after its dispatch', () => {
    expect(
      findFormalDefects({
        stage: na,
        notice: { number, dispatchDate: at('2026-03-01'), deadline: at('2026-03-21') },
        infraction: {},
      }),
    ).toEqual([
      {
        rule: 'art281A',
        days: 20,
        source: { kind: 'derived', from: ['notice.dispatchDate', 'notice.deadline'] },
      },
    ]);
    expect(
      findFormalDefects({
        stage: na,
        notice: { number, dispatchDate: at('2026-03-01'), deadline: at('2026-03-31') },
        infraction: {},
      }),
    ).toEqual([]);
  });
});

describe('decadência (art. 282, § 6º)', () => {
  const at = (v: string) => ({ value: v, source: { kind: 'typed' as const, field: 'f' }, confidence: 1 });
  const number = { value: 'A123', source: { kind: 'fallback' as const }, confidence: 0 };
  const jari = { value: 'jari' as const, source: { kind: 'typed' as const, field: 's' }, confidence: 1 };

  it('flags a penalty notice issued more than 360 days after the infraction', () => {
    expect(
      findFormalDefects({
        stage: jari,
        notice: { number, issueDate: at('2026-02-10') },
        infraction: { date: at('2025-02-03') },
      }),
    ).toEqual([
      {
        rule: 'art282_6',
        days: 372,
        source: { kind: 'derived', from: ['infraction.date', 'notice.issueDate'] },
      },
    ]);
  });

  it('does not flag 360 days or less (180 depends on a defesa prévia the dates do not show)', () => {
    expect(
      findFormalDefects({
        stage: jari,
        notice: { number, issueDate: at('2025-11-30') },
        infraction: { date: at('2025-02-03') },
      }),
    ).toEqual([]);
  });
});

describe('manual entry (SPEC §2)', () => {
  it('builds facts from the form, code given as an article from the suggestion list', () => {
    const facts = factsFromManualEntry(
      {
        owner: {
          name: 'Paula Mendes',
          cpf: '529.982.247-25',
          address: 'Rua A, 10, Recife/PE',
          cnh: '12345678901',
          city: 'Recife',
        },
        vehicle: { plate: 'pqr-4567', model: 'Fiat Uno', year: '2015' },
        infraction: {
          code: '252, VI',
          description: 'Dirigir veículo utilizando-se de telefone celular',
          date: '2026-05-02',
          time: '08:30',
          location: 'Av. Boa Viagem, 100',
          agency: 'CTTU Recife',
          value: 29.9,
        },
      },
      { clock },
    );
    expect(FactsSchema.parse(facts)).toEqual(facts);
    expect(facts.owner.cpf?.value).toBe('52998224725');
    expect(facts.vehicle.plate?.value).toBe('PQR4567');
    expect(facts.infraction.code?.value).toBe('736-62');
    expect(facts.infraction.date?.value).toBe('2026-05-02');
    expect(facts.infraction.amount).toBeUndefined();
    expect(facts.agency?.source).toEqual({ kind: 'typed', field: 'infraction.agency' });
    expect(facts.signingCity?.value).toBe('Recife');
  });

  it('drops an invalid CPF instead of inventing one', () => {
    const facts = factsFromManualEntry(
      { owner: { name: 'X Y', cpf: '123.456.789-00' }, infraction: { code: '745-50' } },
      { clock },
    );
    expect(facts.owner.cpf).toBeUndefined();
    expect(facts.infraction.code?.value).toBe('745-50');
  });

  it('does not guess between codes that share an article', () => {
    expect(matchTypedInfraction('252, VI')).toBeUndefined();
    expect(matchTypedInfraction('Art. 208')?.codigo).toBeUndefined();
    expect(matchTypedInfraction('218, I')?.codigo).toBe('745-50');
  });

  it('reads the suggestion list format "<descrição> (Art. N)" sent by the form', () => {
    expect(
      matchTypedInfraction('252, VI', 'Dirigir veículo utilizando-se de telefone celular (Art. 252, VI)')
        ?.codigo,
    ).toBe('736-62');
    expect(
      matchTypedInfraction(
        '208',
        'Avançar o sinal vermelho do semáforo sob fiscalização eletrônica (Art. 208)',
      )?.codigo,
    ).toBe('605-03');
  });

  it('resolves an ambiguous article with the description', () => {
    const row = findInfraction('763-32');
    expect(matchTypedInfraction('252, parágrafo único', row?.descricao)?.codigo).toBe('763-32');
  });
});
