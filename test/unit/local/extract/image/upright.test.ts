/**
 * Which way up print is, from its ink (image/upright.ts): letters rise above their line's body more
 * than they drop below it; turned round, the inverse. Checked on text drawn by sharp (the system's
 * sans-serif), as a notice's lines are printed.
 */
import { renderedText } from '@recurso/local/extract/image/decode';
import { grey } from '@recurso/local/extract/image/raster';
import { riseOverDrop } from '@recurso/local/extract/image/upright';
import { rotateQuarter } from '@recurso/local/extract/image/warp';
import { opencv } from '@recurso/local/extract/image/cv';

const NOTICE = [
  'Notificação de Autuação por Infração de Trânsito',
  'Placa: ABC1D23   Marca/Modelo: Fiat/Uno Mille',
  'Local da infração: Av. Afonso Pena, 3112, Belo Horizonte',
  'Data da infração: 12/03/2025   Hora: 14:35',
  'Proprietário: Letícia Augusto dos Ribeiro Monteiro',
  'Endereço: Rua das Acácias, 2483, Jardim América, Maringá/PR',
  'Equipamento: Medidor fixo Perkons, série SR-15617',
  'Órgão autuador: Departamento de Trânsito do Paraná',
].join('\n');

beforeAll(async () => {
  await opencv();
});

describe('the ink’s rise over its drop', () => {
  it('is well above 1 for upright print, and its inverse turned round', async () => {
    const page = (await renderedText(NOTICE)) as NonNullable<Awaited<ReturnType<typeof renderedText>>>;
    const upright = riseOverDrop(page);
    const turned = riseOverDrop(rotateQuarter(page, 180));
    expect(upright).toBeGreaterThan(1.6);
    expect(turned).toBeLessThan(0.55);
  });

  it('control: a blank page tells nothing (1)', () => {
    expect(riseOverDrop(grey(300, 400))).toBe(1);
  });
});

describe('too little print to tell', () => {
  it('a line or two (a review crop) tells nothing, either way up (1)', async () => {
    const strip = (await renderedText('Nº do Auto: M757705380')) as NonNullable<
      Awaited<ReturnType<typeof renderedText>>
    >;
    expect(riseOverDrop(strip)).toBe(1);
    expect(riseOverDrop(rotateQuarter(strip, 180))).toBe(1);
  });
});
