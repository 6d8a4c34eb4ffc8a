/** The follow-up area's contract (operations: ./follow-up.ts; what a contract is: ./contract.ts). */
import { CONTENT_TYPES } from '@recurso/core/appeals';
import { driverIdentificationViewSchema } from '@recurso/core/driver-identification';
import { followUpViewSchema, outcomeReportSchema } from '@recurso/core/follow-up';
import { type AreaContract, binary, json } from './contract';

const view = (description: string) => ({ 200: json(followUpViewSchema, description) });

export const followUpContract = {
  outcomeReport: {
    responses: {
      200: json(
        outcomeReportSchema,
        'Decided appeals by infraction code and by ground (shares from 20 cases up)',
      ),
    },
  },
  followUp: { responses: view("The appeal's deadline, filing, decision and next steps"), errors: [404] },
  setDeadline: { responses: view('The deadline recorded'), errors: [404, 409] },
  markFiled: { responses: view('Recorded as filed'), errors: [404, 409] },
  recordOutcome: { responses: view('The decision recorded'), errors: [404, 409] },
  decision: {
    responses: {
      200: binary(
        [CONTENT_TYPES.pdf, CONTENT_TYPES.png, CONTENT_TYPES.jpeg],
        'The decision the owner uploaded',
        {
          'Content-Disposition': 'attachment; filename="decisao_<id>.<pdf|png|jpg>"',
        },
      ),
    },
    errors: [404, 409],
  },
  getDriverIdentification: {
    responses: {
      200: json(driverIdentificationViewSchema, 'Whether it applies, the prefill and what was saved'),
    },
    errors: [404],
  },
  saveDriverIdentification: {
    responses: { 200: json(driverIdentificationViewSchema, 'The driver identification saved') },
    errors: [404, 409],
  },
} satisfies AreaContract;
