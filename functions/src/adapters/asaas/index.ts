/** The Asaas adapter: `createAsaasClient(asaasConfigFromEnv(process.env))` implements PaymentGateway. */
export * from './client';
export * from './config';
export * from './errors';
