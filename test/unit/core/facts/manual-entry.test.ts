/**
 * The typed (manual) mode carries every fact the appeal needs (issue 26): SPEC's owner, vehicle and
 * infraction, plus any reviewable fact by its path (the auto number, the stage, the notice's dates…),
 * checked with the review step's rules; an invalid CPF is refused like the payer form's.
 */
import { type Actor, type AppealDeps, startGeneration } from '@recurso/core/appeals';
import { factsFromManualEntry, typedFactValues } from '@recurso/core/facts';
import {
  FixedScans,
  MemoryAppeals,
  MemoryBlobs,
  RecordingUploads,
  RecordingWorkflows,
} from '../appeals/memory';

const clock = { now: () => new Date('2026-03-01T10:00:00Z') };
const ana: Actor = { id: 'ana-id', email: 'ana@x.test', role: 'USER' };
const base = {
  owner: { name: 'Maria da Silva', cpf: '529.982.247-25', city: 'Campinas' },
  infraction: { code: '745-50', date: '2026-02-10' },
};

describe('the typed facts', () => {
  it('become typed facts: the auto number, the stage, the notice dates, the signing city', () => {
    const facts = factsFromManualEntry(
      {
        ...base,
        facts: {
          'notice.number': 'A98765432',
          stage: 'jari',
          'notice.dispatchDate': '05/03/2026',
          'notice.deadline': '2026-04-10',
          signingCity: 'São Paulo',
        },
      },
      { clock, appealType: 'traffic' },
    );
    expect(facts.notice.number).toEqual({
      value: 'A98765432',
      source: { kind: 'typed', field: 'notice.number' },
      confidence: 1,
    });
    expect(facts.stage?.value).toBe('jari');
    expect(facts.notice.dispatchDate?.value).toBe('2026-03-05');
    expect(facts.notice.deadline?.value).toBe('2026-04-10');
    // The signing city typed wins over the owner's city.
    expect(facts.signingCity?.value).toBe('São Paulo');
  });

  it('names each bad value by its field, and refuses SPEC’s fields sent twice or unknown paths', () => {
    expect(
      typedFactValues({
        'notice.deadline': '31/02/2026',
        'suspension.points': 'muitos',
        'owner.name': 'Outro Nome',
        'infraction.catalogue': 'x',
        stage: '',
      }).problems,
    ).toEqual([
      'Prazo para defesa ou recurso: Informe uma data válida (dd/mm/aaaa).',
      'Pontos considerados: Informe um número inteiro.',
      'owner.name: este dado não pode ser informado aqui.',
      'infraction.catalogue: este dado não pode ser informado aqui.',
    ]);
  });
});

describe('startGeneration in typed mode', () => {
  const deps = () =>
    ({
      appeals: new MemoryAppeals(),
      blobs: new MemoryBlobs(),
      uploads: new RecordingUploads(),
      workflows: new RecordingWorkflows(),
      scans: new FixedScans(),
      users: { findIdByEmail: async () => undefined },
      clock,
      ids: { newId: () => 'ap-1' },
    }) satisfies AppealDeps;

  it('refuses an invalid CPF with the payer form’s message, and creates nothing', async () => {
    const d = deps();
    await expect(
      startGeneration(d, ana, {
        type: 'traffic',
        manual: { ...base, owner: { ...base.owner, cpf: '123.456.789-00' } },
      }),
    ).rejects.toMatchObject({ kind: 'validation', message: 'CPF inválido' });
    expect(await d.appeals.get('ap-1')).toBeUndefined();
    expect(d.workflows.started).toEqual([]);
  });

  it('refuses a typed fact its rule refuses, and a stage of the other kind of appeal', async () => {
    const d = deps();
    await expect(
      startGeneration(d, ana, {
        type: 'traffic',
        manual: { ...base, facts: { 'notice.issueDate': '2026-13-01', stage: 'suspensao' } },
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message:
        'Data de emissão da notificação: Informe uma data válida (dd/mm/aaaa). Fase do processo: escolha uma fase deste tipo de recurso.',
    });
  });

  it('starts the pipeline with the typed facts', async () => {
    const d = deps();
    await startGeneration(d, ana, {
      type: 'traffic',
      manual: { ...base, facts: { 'notice.number': 'A98765432', stage: 'defesa_previa' } },
    });
    expect(d.workflows.started[0]?.input).toMatchObject({
      manual: { facts: { 'notice.number': 'A98765432', stage: 'defesa_previa' } },
    });
  });
});
