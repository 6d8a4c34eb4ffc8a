import { type Fact, type Facts, FactsSchema } from '@recurso/core/facts';
import { needsReview, qualificationPaths, reviewRequests, writeAppeal } from '@recurso/core/writer';

const read = <T>(value: T, confidence = 0.99): Fact<T> => ({
  value,
  source: { kind: 'document', document: 'n.pdf', page: 1, method: 'ocr' },
  confidence,
});

/** An NA whose appellant and dates were all read with certainty. */
const certainNotice = (): Facts =>
  FactsSchema.parse({
    version: 2,
    appealType: 'traffic',
    stage: read('defesa_previa'),
    notice: { number: read('SP1234567'), issueDate: read('2026-03-10'), deadline: read('2026-04-20') },
    vehicle: { plate: read('ABC1D23') },
    infraction: { code: read('745-50'), date: read('2026-03-01') },
    owner: { name: read('Maria da Silva'), cpf: read('52998224725'), address: read('Rua A, 1, São Paulo') },
    formalDefects: [],
    documents: ['n.pdf'],
  });

describe('reviewRequests', () => {
  it('asks nothing blocking when the qualification and every present premise are certain', () => {
    const facts = certainNotice();
    expect(needsReview(facts)).toBe(false);
    // Missing premises are offered, never blocking (a notice rarely prints every date).
    const missing = reviewRequests(facts).filter((r) => r.reason === 'missing');
    expect(missing.every((r) => !r.blocking)).toBe(true);
    expect(missing.map((r) => r.path)).toContain('speed.verificationDate');
  });

  it('blocks on an uncertain premise and names the grounds resting on it', () => {
    const facts = certainNotice();
    facts.notice.issueDate = read('2026-04-20', 0.6);
    const request = reviewRequests(facts).find((r) => r.path === 'notice.issueDate');
    expect(request).toEqual({
      path: 'notice.issueDate',
      reason: 'uncertain',
      blocking: true,
      // Decadência (art. 282 § 6º) is a penalty notice's ground: not asked for on an NA.
      neededFor: ['art281_prazo', 'art281A_prazo_defesa'],
    });
    expect(needsReview(facts)).toBe(true);
  });

  it('treats a fact that failed a cross-check as uncertain whatever its confidence', () => {
    const facts = certainNotice();
    facts.infraction.date = { ...read('2026-05-01', 1), issues: [{ check: 'date_order', message: 'm' }] };
    expect(reviewRequests(facts).find((r) => r.path === 'infraction.date')?.blocking).toBe(true);
  });

  it('blocks on a missing or uncertain qualification field, and a confirmed one clears it', () => {
    const facts = certainNotice();
    facts.owner.cpf = undefined;
    facts.owner.address = read('Rua A, 1', 0.5);
    const blocking = reviewRequests(facts).filter((r) => r.blocking);
    expect(blocking.map((r) => [r.path, r.reason, r.neededFor])).toEqual([
      ['owner.cpf', 'missing', ['qualification']],
      ['owner.address', 'uncertain', ['qualification']],
    ]);
    facts.owner.cpf = { value: '52998224725', source: { kind: 'typed', field: 'owner.cpf' }, confidence: 1 };
    facts.owner.address = {
      value: 'Rua A, 1, São Paulo',
      source: { kind: 'user', field: 'owner.address', action: 'corrected', at: '2026-11-22T10:00:00Z' },
      confidence: 1,
    };
    expect(needsReview(facts)).toBe(false);
  });

  it('asks a suspension for the holder, with the CNH, and not for traffic-only premises', () => {
    const facts = FactsSchema.parse({
      ...certainNotice(),
      appealType: 'suspension',
      owner: { name: read('João Souza') },
      suspension: { processNumber: read('PSDD-2026-001') },
    });
    const paths = reviewRequests(facts).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['owner.cpf', 'owner.cnh', 'owner.address']));
    expect(paths).not.toContain('speed.measured');
  });

  it('qualifies a company owner by its CNPJ and seat, and asks for the CNPJ', () => {
    const facts = certainNotice();
    facts.owner = {
      name: read('Construtora Boa Vista Ltda'),
      cnpj: read('21220174000130'),
      address: read('Av. Sete, 28'),
    };
    expect(qualificationPaths(facts)).toEqual(['owner.name', 'owner.cnpj', 'owner.address']);
    expect(needsReview(facts)).toBe(false);
    const { text } = writeAppeal(facts);
    expect(text).toContain(
      'CONSTRUTORA BOA VISTA LTDA, pessoa jurídica inscrita no CNPJ sob o nº 21.220.174/0001-30, com sede em Av. Sete, 28, em cujo nome está registrado o veículo de placa ABC1D23,',
    );
    expect(text).toContain('Construtora Boa Vista Ltda\nCNPJ 21.220.174/0001-30');
    // No speed printed on this notice: the camera ground still reads as a sentence.
    expect(text).toContain(
      'A infração foi apurada por medidor de velocidade. A Resolução CONTRAN nº 798/2020 exige',
    );
  });
});
