/** The contract of the me area's preferences (operations: ./preferences.ts; what a contract is: ./contract.ts). */
import { myPreferencesResponse } from '@recurso/core/my-account';
import { type AreaContract, json } from './contract';

export const preferencesContract = {
  getPreferences: { responses: { 200: json(myPreferencesResponse, "The caller's preferences") } },
  updatePreferences: { responses: { 200: json(myPreferencesResponse, 'The preferences saved') } },
} satisfies AreaContract;
