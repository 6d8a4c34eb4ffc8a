/** The payments area's contract (operations: ./payments.ts; what a contract is: ./contract.ts). */
import { checkoutResponse, paymentStatusResponse } from '@recurso/core/payments';
import { type AreaContract, json } from './contract';

export const paymentsContract = {
  createCheckout: {
    responses: { 200: json(checkoutResponse, "The hosted checkout's address (a live one is reused)") },
    errors: [404, 409, 503],
  },
  checkStatus: {
    responses: { 200: json(paymentStatusResponse, "The appeal's payment status (no personal data)") },
    errors: [404],
  },
} satisfies AreaContract;
