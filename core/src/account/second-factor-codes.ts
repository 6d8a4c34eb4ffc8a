/**
 * The machine-readable side of the second factor (SECURITY AUTH-6) shared by the API and the SPA: the
 * `code` of the gate's 403 and the status the SPA reads to pick a screen. No imports: the SPA bundles it.
 */
export const SECOND_FACTOR_CODES = {
  enrolRequired: 'second_factor_enrolment_required',
  verifyRequired: 'second_factor_required',
} as const;

export type SecondFactorCode = (typeof SECOND_FACTOR_CODES)[keyof typeof SECOND_FACTOR_CODES];

export const isSecondFactorCode = (code: unknown): code is SecondFactorCode =>
  code === SECOND_FACTOR_CODES.enrolRequired || code === SECOND_FACTOR_CODES.verifyRequired;

/** What the SPA needs to pick a screen: must this session prove a factor, is one enrolled, is it proved. */
export interface SecondFactorStatus {
  required: boolean;
  enrolled: boolean;
  verified: boolean;
}
