/**
 * Issue 26's smaller items: the contact form's message next to its button (it appeared above the screen
 * on a phone), the admin's "PDF" only where there is one (an unpaid appeal's failed silently, 402),
 * and the text editor that shows the appeal as the PDF prints it, without raw "#" marks.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppealView } from '../../frontend/src/features/appeals/api';
import { UserAppealsModal } from '../../frontend/src/features/admin/UserAppealsModal';
import { EditTextDialog } from '../../frontend/src/features/appeals/EditTextDialog';
import { ContactPage } from '../../frontend/src/features/public/ContactPage';
import { fakeApi, renderAt } from './helpers';

describe('the contact form', () => {
  it('says what is missing right above the button the driver pressed', async () => {
    renderAt('/contato', <ContactPage />, fakeApi({}).transport);
    const button = screen.getByRole('button', { name: 'Enviar mensagem' });
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.nextElementSibling).toBe(button);
    expect(alert.closest('form')).toBe(button.closest('form'));
  });
});

describe('"Editar texto do recurso"', () => {
  it('shows the text as the PDF prints it ("Ver como no PDF"): titles without "#", headings set apart', async () => {
    const appeal = {
      id: 'a1',
      generatedText: '# DEFESA PRÉVIA\n# Auto de Infração nº A1\n\nI – DOS FATOS\n\nConsta do auto.',
    } as AppealView;
    renderAt('/', <EditTextDialog appeal={appeal} onClose={() => {}} onSave={async () => {}} busy={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar texto do recurso' });
    const box = within(dialog).getByLabelText('Texto do recurso') as HTMLTextAreaElement;
    expect(box.value).toContain('# DEFESA PRÉVIA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver como no PDF' }));
    expect(within(dialog).queryByLabelText('Texto do recurso')).toBeNull();
    const title = within(dialog).getByText('DEFESA PRÉVIA');
    expect(title.className).toBe('appeal-text-preview__title');
    expect(within(dialog).getByText('I – DOS FATOS').className).toBe('appeal-text-preview__heading');
    expect(dialog.querySelector('.appeal-text-preview')?.textContent).not.toContain('#');
  });
});

describe("the admin's 'Recursos de {email}'", () => {
  it('offers "PDF" only on an appeal that has one (unpaid: the server answers 402)', async () => {
    const row = (id: string, status: string) => ({
      id,
      type: 'traffic',
      status,
      value: 29.9,
      code: `C-${id}`,
      createdAt: '2026-11-01T12:00:00.000Z',
      hasText: true,
    });
    renderAt(
      '/admin/users',
      <UserAppealsModal email="ana@example.com" onClose={() => {}} />,
      fakeApi({
        'GET /appeals/user/ana%40example.com': () => ({
          body: [row('a1', 'pending_payment'), row('a2', 'paid')],
        }),
      }).transport,
    );
    const actions = async (code: string) =>
      within((await screen.findByText(code)).closest('tr') as HTMLElement)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await actions('C-a1')).toEqual(['Ver texto']);
    expect(await actions('C-a2')).toEqual(['PDF', 'Ver texto']);
  });
});
