/**
 * What the API answers, as the web app reads it. Every type is the output of the zod schema the server's
 * contract answers with (core/src/<area>/responses.ts, the same schemas the OpenAPI document is generated
 * from and the integration suites hold every response to): written once, imported as types only, so no
 * schema rides in the web app's bundle. docs/api.md, "The contract".
 */
import type {
  AppealFactsView,
  AppealStatusView,
  AppealView,
  appealStatisticsSchema,
  documentLinkSchema,
  generationStartedSchema,
  PresignedUpload,
} from '@recurso/core/appeals';
import type { ContactMessage } from '@recurso/core/contact';
import type {
  PublicUser,
  SecondFactorStatus,
  secondFactorConfirmed,
  secondFactorEnrolment,
  secondFactorVerified,
  sessionResponse,
  validTokenResponse,
} from '@recurso/core/identity';
import type {
  MyDataExport,
  MyProfile,
  passwordChangedResponse,
  personalFileSchema,
} from '@recurso/core/my-account';
import type { checkoutResponse, paymentStatusResponse } from '@recurso/core/payments';
import type * as z from 'zod/mini';

export type {
  AppealFactsView,
  AppealStatusView,
  AppealView,
  ContactMessage,
  MyDataExport,
  MyProfile,
  PresignedUpload,
};
export type { SecondFactorStatus };
/** A row of the admin's users list (GET /users). */
export type UserRow = PublicUser;
export type Statistics = z.output<typeof appealStatisticsSchema>;
export type GenerationStarted = z.output<typeof generationStartedSchema>;
export type DocumentLink = z.output<typeof documentLinkSchema>;
export type Session = z.output<typeof sessionResponse>;
export type ValidToken = z.output<typeof validTokenResponse>;
export type PasswordChanged = z.output<typeof passwordChangedResponse>;
export type ExportedFile = z.output<typeof personalFileSchema>;
export type Enrolment = z.output<typeof secondFactorEnrolment>;
export type SecondFactorConfirmed = z.output<typeof secondFactorConfirmed>;
export type SecondFactorVerified = z.output<typeof secondFactorVerified>;
export type Checkout = z.output<typeof checkoutResponse>;
export type PaymentStatus = z.output<typeof paymentStatusResponse>;
