/**
 * `POST /v3/checkouts` validation as the real sandbox does it (ASAAS.md): items need name, an integer
 * quantity, value > 0 and imageBase64; callback needs successUrl and cancelUrl. Errors use Asaas's
 * shape, one `invalid_<field>` per problem.
 */
import { isValidCpf } from '@recurso/core/cpf';

export interface AsaasError {
  code: string;
  description: string;
}

const BILLING_TYPES = ['PIX', 'CREDIT_CARD', 'BOLETO'];
const CHARGE_TYPES = ['DETACHED', 'RECURRENT', 'INSTALLMENT'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isUrl = (v: unknown): boolean => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export function validateCheckout(body: unknown): AsaasError[] {
  if (!isRecord(body))
    return [{ code: 'invalid_object', description: 'O corpo da requisição deve ser um objeto JSON.' }];
  const errors: AsaasError[] = [];
  const err = (field: string, description: string) => errors.push({ code: `invalid_${field}`, description });

  const billing = body.billingTypes;
  if (
    !Array.isArray(billing) ||
    billing.length === 0 ||
    !billing.every((b) => BILLING_TYPES.includes(String(b)))
  ) {
    err('billingTypes', 'Informe ao menos uma forma de pagamento válida em billingTypes (PIX, CREDIT_CARD).');
  }
  const charge = body.chargeTypes;
  if (
    !Array.isArray(charge) ||
    charge.length === 0 ||
    !charge.every((c) => CHARGE_TYPES.includes(String(c)))
  ) {
    err('chargeTypes', 'Informe ao menos um tipo de cobrança válido em chargeTypes (DETACHED).');
  } else if (!charge.includes('DETACHED')) {
    err('chargeTypes', 'O simulador só implementa cobranças avulsas (DETACHED).');
  }
  if (
    body.minutesToExpire !== undefined &&
    !(Number.isInteger(body.minutesToExpire) && (body.minutesToExpire as number) > 0)
  ) {
    err('minutesToExpire', 'minutesToExpire deve ser um número inteiro maior que zero.');
  }
  if (body.externalReference !== undefined && body.externalReference !== null) {
    if (typeof body.externalReference !== 'string' || body.externalReference.length > 100) {
      err('externalReference', 'externalReference deve ser um texto de até 100 caracteres.');
    }
  }

  const callback = body.callback;
  if (!isRecord(callback)) {
    err('callback', 'Informe callback com successUrl e cancelUrl.');
  } else {
    if (!isUrl(callback.successUrl)) err('successUrl', 'callback.successUrl deve ser uma URL válida.');
    if (!isUrl(callback.cancelUrl)) err('cancelUrl', 'callback.cancelUrl deve ser uma URL válida.');
    if (callback.expiredUrl !== undefined && !isUrl(callback.expiredUrl)) {
      err('expiredUrl', 'callback.expiredUrl deve ser uma URL válida.');
    }
  }

  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) {
    err('items', 'Informe ao menos um item.');
  } else {
    items.forEach((item: unknown, i) => {
      if (!isRecord(item)) {
        err('items', `O item ${i + 1} deve ser um objeto.`);
        return;
      }
      if (typeof item.name !== 'string' || item.name.trim() === '')
        err('items', `O item ${i + 1} precisa de name.`);
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) {
        err('items', `O item ${i + 1} precisa de quantity inteiro maior que zero.`);
      }
      if (typeof item.value !== 'number' || !(item.value > 0)) {
        err('items', `O item ${i + 1} precisa de value maior que zero.`);
      }
      if (typeof item.imageBase64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(item.imageBase64)) {
        err('items', `O item ${i + 1} precisa de imageBase64 (imagem do produto em base64).`);
      }
    });
  }

  const customer = body.customerData;
  if (customer !== undefined && customer !== null) {
    if (!isRecord(customer)) {
      err('customerData', 'customerData deve ser um objeto.');
    } else {
      if (typeof customer.name !== 'string' || customer.name.trim() === '') {
        err('customerData', 'customerData.name é obrigatório.');
      }
      const doc = typeof customer.cpfCnpj === 'string' ? customer.cpfCnpj.replace(/\D/g, '') : '';
      if (!(doc.length === 14 || (doc.length === 11 && isValidCpf(doc)))) {
        err('cpfCnpj', 'O CPF/CNPJ informado é inválido.');
      }
      if (
        customer.email !== undefined &&
        (typeof customer.email !== 'string' || !customer.email.includes('@'))
      ) {
        err('email', 'O e-mail informado é inválido.');
      }
    }
  }
  return errors;
}
