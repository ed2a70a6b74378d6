import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/** The club (or federation) paid by bank transfer: what the invoice and the EPC QR code name. */
export const payeeSchema = z.object({
  /** At most 70 characters: the EPC QR code's limit for the beneficiary's name. */
  name: z.string().trim().min(1).max(70),
  // overwrite, not transform: the value is still a string, which the OpenAPI document can then say.
  iban: z
    .string()
    .overwrite((v) => electronicFormatIBAN(v) ?? '')
    .refine((v) => isValidIBAN(v), { message: 'money.ibanInvalid' }),
  /** Optional in EPC069-12 version 002. */
  bic: z
    .string()
    .trim()
    .overwrite((v) => v.toUpperCase())
    .refine((v) => v === '' || isValidBIC(v), { message: 'money.bicInvalid' })
    .default(''),
});
export type Payee = z.output<typeof payeeSchema>;

/** "LV80 BANK 0000 4351 9500 1" as printed on paper. */
export function printedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
