export { PaymentStartPage } from './PaymentStartPage';
export { PaymentCancelledPage, PaymentExpiredPage, PaymentSuccessPage } from './ResultPages';
