/**
 * Junk never leaves an appeal stuck in processing: a blank page, a photo of a cat, a 40-page PDF and a
 * password-protected PDF, uploaded as a driver would, each end generation_failed with the reason
 * written for it (local runtime: the real ASL, the local Step Functions runner, the OCR extractor).
 */
import { blankPage, catPhoto, longPdf, protectedPdf } from '../fixtures/corpus/generate/junk';
import { registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';
import { upload, waitForStatus } from './helpers/appeals';

jest.setTimeout(180_000);

let rt: TestRuntime;
let ana: Awaited<ReturnType<typeof registerAndLogin>>;
const files = new Map<string, Uint8Array>();

beforeAll(async () => {
  // Made before the server starts: drawing the cat takes seconds of this process's only thread.
  files.set('pagina-em-branco.png', blankPage());
  files.set('gato.jpg', catPhoto());
  files.set('processo-40-paginas.pdf', await longPdf(40));
  files.set('notificacao-com-senha.pdf', await protectedPdf('senha123'));
  rt = await startTestRuntime();
  ana = await registerAndLogin(rt.api, 'ana@recurso.test');
}, 60_000);
afterAll(() => rt?.stop());

const UNREADABLE =
  'Não conseguimos ler o texto dos documentos enviados. Envie uma foto mais nítida ou um PDF, ou preencha os dados manualmente.';

it.each([
  ['pagina-em-branco.png', 'image/png', UNREADABLE],
  ['gato.jpg', 'image/jpeg', UNREADABLE],
  [
    'processo-40-paginas.pdf',
    'application/pdf',
    'Um dos PDFs enviados tem mais de 20 páginas. Envie apenas as páginas da notificação ou preencha os dados manualmente.',
  ],
  [
    'notificacao-com-senha.pdf',
    'application/pdf',
    'Um dos PDFs enviados está protegido por senha. Envie uma cópia sem senha ou preencha os dados manualmente.',
  ],
])('%s: generation fails with its own reason', async (name, type, reason) => {
  const keys = await upload(rt.api, ana.token, [{ name, body: files.get(name) as Uint8Array, type }]);
  const res = await rt.api('POST', '/appeals/generate-appeal-text', {
    token: ana.token,
    body: { type: 'traffic', uploadKeys: keys, userName: 'Ana', userCity: 'Belo Horizonte' },
  });
  expect([res.status, res.json.status]).toEqual([202, 'processing']);
  expect(
    await waitForStatus(rt, ana.token, res.json.appealId, ['generation_failed', 'pending_payment']),
  ).toEqual({
    appealId: res.json.appealId,
    status: 'generation_failed',
    failureReason: reason,
  });
});

it('reads the images through the suite’s OCR cache (the committed pack; the engine on a miss)', () => {
  // The blank page and the cat are two of the pack's images (test/fixtures/corpus/ocr-sets.ts).
  expect(rt.ocr?.reads.length).toBeGreaterThanOrEqual(2);
});
