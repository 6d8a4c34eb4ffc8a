/**
 * Naming the real driver: when it is offered (autuação + infraction of the driver), the request's
 * checks with their messages, and the filled PDF form read back with pdftotext.
 */
import {
  DRIVER_ID_MESSAGES as M,
  driverIdentificationRequest,
  identificationEligibility,
  isValidCnpj,
} from '@recurso/core/driver-identification';
import { renderDriverIdentificationPdf } from '@recurso/core/pdf';
import { pdfText } from '../../../setup/pdf-text';

describe('identificationEligibility', () => {
  it('is offered for a notice of autuação of an infraction the driver answers for', () => {
    expect(
      identificationEligibility({
        type: 'traffic',
        notice: { stage: 'defesa_previa', infractor: 'condutor' },
      }),
    ).toEqual({
      eligibility: 'offered',
      reason:
        'Se outra pessoa dirigia, indique o condutor: a infração e os pontos passam para ele (art. 257, § 3º, do CTB, art. 259, § 4º, do CTB).',
    });
  });

  it('is possible (check the notice) when the stage or the infraction is unknown', () => {
    expect(
      identificationEligibility({ type: 'traffic', notice: { infractor: 'condutor' } }).eligibility,
    ).toBe('possible');
    expect(identificationEligibility({ type: 'traffic' }).eligibility).toBe('possible');
  });

  it('does not apply to a penalty notice, an owner infraction or a suspension', () => {
    expect(
      identificationEligibility({ type: 'traffic', notice: { stage: 'jari', infractor: 'condutor' } }),
    ).toEqual({
      eligibility: 'not_applicable',
      reason:
        'A indicação do condutor cabe no prazo da notificação de autuação (art. 257, § 7º, do CTB); esta notificação é de outra fase do processo.',
    });
    expect(
      identificationEligibility({
        type: 'traffic',
        notice: { stage: 'defesa_previa', infractor: 'proprietario' },
      }),
    ).toEqual({
      eligibility: 'not_applicable',
      reason:
        'Pelo catálogo de infrações do CTB, quem responde por esta infração é o proprietário do veículo: não cabe indicar outro condutor.',
    });
    expect(identificationEligibility({ type: 'suspension' }).eligibility).toBe('not_applicable');
  });
});

const VALID = {
  notice: {
    number: 'A98765432',
    plate: 'klm-4821',
    agency: 'Polícia Rodoviária Federal',
    infractionCode: '596-70',
    infractionDescription: 'Ultrapassar pela contramão em local proibido',
    infractionDate: '2026-04-12',
    infractionTime: '15:20',
    infractionPlace: 'BR-116, km 212, Registro/SP',
    deadline: '2026-05-30',
  },
  owner: { name: 'Ana Beatriz Souza', document: '529.982.247-25' },
  driver: {
    name: 'Marcos Vinícius Almeida Rocha',
    cpf: '246.801.357-35',
    cnh: '04512398761',
    cnhState: 'SP',
  },
};

const firstMessage = (body: unknown) => {
  const r = driverIdentificationRequest.safeParse(body);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('driverIdentificationRequest', () => {
  it('normalises a valid request (digits only, plate in capitals)', () => {
    const r = driverIdentificationRequest.parse(VALID);
    expect(r.notice.plate).toBe('KLM4821');
    expect(r.owner.document).toBe('52998224725');
    expect(r.driver.cpf).toBe('24680135735');
  });

  it.each([
    [{ ...VALID, driver: { ...VALID.driver, cpf: '246.801.357-36' } }, M.driverCpf],
    [{ ...VALID, driver: { ...VALID.driver, cnh: '123' } }, M.driverCnh],
    [{ ...VALID, driver: { ...VALID.driver, cnhState: 'XX' } }, M.driverCnhState],
    [{ ...VALID, owner: { ...VALID.owner, document: '11.111.111/1111-11' } }, M.ownerDocument],
    [{ ...VALID, notice: { ...VALID.notice, plate: 'ABCD' } }, M.plate],
    [{ ...VALID, notice: { ...VALID.notice, infractionDate: '2026-02-30' } }, M.infractionDate],
    [{ ...VALID, notice: { ...VALID.notice, number: '' } }, M.noticeNumber],
    [{ ...VALID, role: 'ADMIN' }, 'Campo não permitido: role'],
  ])('refuses %# with its own message', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('accepts a company owner by a valid CNPJ', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(
      driverIdentificationRequest.parse({
        ...VALID,
        owner: { name: 'Transportes ABC Ltda', document: '11.222.333/0001-81' },
      }).owner.document,
    ).toBe('11222333000181');
  });
});

const pdftotext = (bytes: Uint8Array) => pdfText(bytes, { layout: true });

describe('renderDriverIdentificationPdf', () => {
  it('prints the addressee, the notice number, both names, the deadline, the signatures and what to attach', async () => {
    const data = driverIdentificationRequest.parse(VALID);
    const text = pdftotext(
      await renderDriverIdentificationPdf(data, { createdAt: new Date('2026-05-02T10:00:00Z') }),
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('IDENTIFICAÇÃO DO CONDUTOR INFRATOR');
    expect(flat).toContain('(art. 257, § 7º, do CTB – Lei nº 9.503/1997)');
    expect(flat).toContain('À autoridade de trânsito do(a) POLÍCIA RODOVIÁRIA FEDERAL');
    expect(flat).toContain('A98765432');
    expect(flat).toContain('KLM-4821');
    expect(flat).toContain('596-70 – Ultrapassar pela contramão em local proibido');
    expect(flat).toContain('12/04/2026 às 15:20');
    expect(flat).toContain('Ana Beatriz Souza');
    expect(flat).toContain('529.982.247-25');
    expect(flat).toContain('Marcos Vinícius Almeida Rocha');
    expect(flat).toContain('246.801.357-35');
    expect(flat).toContain('04512398761');
    expect(flat).toContain('Assinatura do proprietário');
    expect(flat).toContain('Assinatura do condutor indicado');
    expect(flat).toContain('Entregue até 30/05/2026, a mesma data limite da defesa prévia');
    expect(flat).toContain('cópia da CNH do condutor indicado;');
    expect(flat).toContain('Formulário gratuito preparado por Recurso Certo');
    expect(flat).not.toContain('2 vezes o valor da original');
  });

  it('warns a company owner of the second fine (art. 257, § 8º)', async () => {
    const data = driverIdentificationRequest.parse({
      ...VALID,
      owner: { name: 'Transportes ABC Ltda', document: '11222333000181' },
    });
    const flat = pdftotext(await renderDriverIdentificationPdf(data)).replace(/\s+/g, ' ');
    expect(flat).toContain('CNPJ');
    expect(flat).toContain('11.222.333/0001-81');
    expect(flat).toContain('Assinatura do representante legal do proprietário');
    expect(flat).toContain(
      'é lavrada nova multa ao proprietário, de 2 vezes o valor da original (art. 257, § 8º, do CTB)',
    );
  });
});
