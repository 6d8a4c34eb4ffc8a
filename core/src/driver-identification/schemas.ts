/**
 * The driver identification request (POST /appeals/{id}/driver-identification): the notice's data as
 * the driver confirmed it, the owner and the real driver. Strict, each field with its own message.
 */
import * as z from 'zod/mini';
import { isValidCpf } from '../cpf';
import { isCalendarDate } from '../follow-up/calendar';
import { onlyDigits } from '../masks';
import { strictBody } from '../schemas';
import { isValidCnpj } from './cnpj';
import { DRIVER_ID_MESSAGES as M } from './messages';

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

const text = (required: string, max: number, tooLong = required) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const optionalText = (max: number, message: string) =>
  z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, message)));
const digits = (message: string, valid: (d: string) => boolean) =>
  z.pipe(
    z
      .string({ error: message })
      .check(z.refine((v) => valid(onlyDigits(v)) && /^[\d.\-/\s]*$/.test(v), { error: message })),
    z.transform((v: string) => onlyDigits(v)),
  );
const calendarDate = (message: string) =>
  z.optional(z.string({ error: message }).check(z.refine(isCalendarDate, { error: message })));

export const driverIdentificationRequest = strictBody(
  {
    notice: strictBody(
      {
        number: z
          .string({ error: M.noticeNumber })
          .check(z.trim(), z.regex(/^[A-Za-z0-9.-]{3,21}$/, M.noticeNumber)),
        plate: z.pipe(
          z
            .string({ error: M.plate })
            .check(z.trim(), z.regex(/^[A-Za-z]{3}[-\s]?\d[A-Za-z0-9]\d{2}$/, M.plate)),
          z.transform((v: string) => v.replace(/[-\s]/g, '').toUpperCase()),
        ),
        agency: text(M.agency, 120),
        infractionCode: z.optional(
          z.string({ error: M.infractionCode }).check(z.trim(), z.regex(/^\d{3}-\d{2}$/, M.infractionCode)),
        ),
        infractionDescription: optionalText(200, M.infractionDescription),
        infractionDate: calendarDate(M.infractionDate),
        infractionTime: z.optional(
          z.string({ error: M.infractionTime }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.infractionTime)),
        ),
        infractionPlace: optionalText(200, M.infractionPlace),
        deadline: calendarDate(M.deadline),
      },
      M.noticeRequired,
    ),
    owner: strictBody(
      {
        name: text(M.ownerName, 120),
        /** CPF (11 digits) or, for a company, CNPJ (14). */
        document: digits(M.ownerDocument, (d) => isValidCpf(d) || isValidCnpj(d)),
      },
      M.ownerRequired,
    ),
    driver: strictBody(
      {
        name: text(M.driverName, 120),
        cpf: digits(M.driverCpf, isValidCpf),
        /** Número de registro da CNH. */
        cnh: digits(M.driverCnh, (d) => /^\d{9,11}$/.test(d)),
        cnhState: z.enum(UFS, { error: M.driverCnhState }),
      },
      M.driverRequired,
    ),
  },
  M.noticeRequired,
).register(z.globalRegistry, { id: 'DriverIdentificationRequest' });

export type DriverIdentificationData = z.output<typeof driverIdentificationRequest>;

const noticeData = z.object({
  number: z.string(),
  plate: z.string(),
  agency: z.string(),
  infractionCode: z.optional(z.string()),
  infractionDescription: z.optional(z.string()),
  infractionDate: z.optional(z.string()),
  infractionTime: z.optional(z.string()),
  infractionPlace: z.optional(z.string()),
  deadline: z.optional(z.string()),
});
const ownerData = z.object({ name: z.string(), document: z.string() });
const identificationData = z.object({
  notice: noticeData,
  owner: ownerData,
  driver: z.object({ name: z.string(), cpf: z.string(), cnh: z.string(), cnhState: z.enum(UFS) }),
});

export const driverIdentificationViewSchema = z
  .object({
    appealId: z.string(),
    eligibility: z.enum(['offered', 'possible', 'not_applicable']),
    reason: z.string(),
    /** The notice's data and the owner as read, to start the form from. */
    prefill: z.object({ notice: z.partial(noticeData), owner: z.partial(ownerData) }),
    /** What the driver saved last, ready to print; null before the first save. */
    saved: z.nullable(z.extend(identificationData, { savedAt: z.string() })),
  })
  .register(z.globalRegistry, { id: 'DriverIdentification' });

export type DriverIdentificationView = z.infer<typeof driverIdentificationViewSchema>;
export type SavedDriverIdentification = NonNullable<DriverIdentificationView['saved']>;
