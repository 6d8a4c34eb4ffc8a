/** The hosted checkout page at `{origin}/checkoutSession/show?id=…`: plain HTML, no external resources. */
import { pixCopyPaste } from './pix';
import type { SimCheckout } from './types';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** "R$ 29,90" (pt-BR, plain space). */
export const formatBrl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1f2937}
header{background:#0030b9;color:#fff;padding:14px 24px;font-weight:700;letter-spacing:.3px}
header small{font-weight:400;opacity:.8;margin-left:8px}
main{max-width:520px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:24px;margin-bottom:16px}
h1{font-size:20px;margin:0 0 16px}.item{display:flex;gap:12px;align-items:center;border-bottom:1px solid #e5e7eb;padding-bottom:16px}
.item img{width:48px;height:48px;border-radius:8px}.item p{margin:2px 0;color:#6b7280;font-size:14px}
.total{display:flex;justify-content:space-between;font-size:18px;font-weight:700;margin-top:16px}
.pix{margin-top:16px}.pix label{font-size:14px;font-weight:600}.pix textarea{width:100%;font-family:monospace;font-size:12px;padding:8px;border:1px solid #d1d5db;border-radius:8px;resize:none}
.card-fields{display:grid;gap:8px;margin-top:16px;font-size:14px;color:#6b7280}
.actions{display:grid;gap:10px;margin-top:20px}.actions form{margin:0}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.pay{background:#16a34a;color:#fff}.cancel{background:#fff;color:#b91c1c;border:1px solid #b91c1c}.expire{background:#f3f4f6;color:#374151}
.note{font-size:12px;color:#6b7280;text-align:center}.status{font-size:16px}
`;

function layout(title: string, content: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<header>asaas <small>Checkout (simulador local)</small></header><main>${content}</main></body></html>`;
}

const STATUS_TEXT: Record<string, string> = {
  PAID: 'Este pagamento já foi realizado.',
  CANCELED: 'Este checkout foi cancelado.',
  EXPIRED: 'Este checkout expirou.',
};

export function checkoutPage(checkout: SimCheckout): string {
  const total = checkout.items.reduce((sum, i) => sum + i.value * i.quantity, 0);
  const items = checkout.items
    .map(
      (i) => `<div class="item"><img alt="" src="data:image/png;base64,${escapeHtml(i.imageBase64)}">
<div><strong>${escapeHtml(i.name)}</strong><p>${escapeHtml(i.description ?? '')}</p><p>${i.quantity} × ${formatBrl(i.value)}</p></div></div>`,
    )
    .join('');
  const id = encodeURIComponent(checkout.id);
  if (checkout.status !== 'ACTIVE') {
    return layout(
      'Checkout',
      `<div class="card"><h1>Checkout</h1>${items}<p class="status">${STATUS_TEXT[checkout.status] ?? checkout.status}</p></div>`,
    );
  }
  const isPix = checkout.billingTypes.includes('PIX');
  const method = isPix
    ? `<div class="pix"><label for="pix">PIX copia e cola</label>
<textarea id="pix" rows="4" readonly>${escapeHtml(
        pixCopyPaste({
          key: 'pix@recursocerto.com.br',
          value: total,
          merchant: 'Recurso Certo',
          city: 'Sao Paulo',
          txid: checkout.id,
        }),
      )}</textarea><p class="note">Pague pelo aplicativo do seu banco ou use o botão abaixo para simular o pagamento.</p></div>`
    : `<div class="card-fields"><span>Cartão de crédito</span><span>Número: 5162 3062 1937 8829 (cartão de teste)</span><span>Validade 05/2030 · CVV 318</span></div>`;
  const button = (action: string, cls: string, label: string) =>
    `<form method="post" action="/checkoutSession/${action}?id=${id}"><button class="${cls}" type="submit">${label}</button></form>`;
  return layout(
    'Pagamento',
    `<div class="card"><h1>Resumo do pedido</h1>${items}
<div class="total"><span>Total</span><span>${formatBrl(total)}</span></div>${method}
<div class="actions">${button('pay', 'pay', 'Pagar')}${button('cancel', 'cancel', 'Cancelar')}${button('expire', 'expire', 'Expirar')}</div></div>
<p class="note">Simulador local do Asaas: nenhum dinheiro é movimentado.</p>`,
  );
}

export function notFoundPage(): string {
  return layout('Checkout não encontrado', '<div class="card"><h1>Checkout não encontrado</h1></div>');
}
