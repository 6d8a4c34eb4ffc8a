/**
 * The make before the "/" of a vehicle's model as the RENAVAM prints it ("VW/POLO TSI",
 * "HYUNDAI/HB20 1.0M"): a closed list, so a scanned make one letter off exactly one known make
 * ("HYUNDAVI", "WVW") is that make misread. A "!" in a model is an "I" OCR bent ("COROLLA XE!").
 * Each repair is an issue: the driver confirms it.
 */
import { editDistance } from './edit-distance';
import type { OcrRepair } from './ocr-words';

/**
 * Makes as the vehicle registry (RENAVAM) prints them before the model ("VW/GOL 1.0", "GM/ONIX",
 * "I/BMW X1" for an import, "IMP/…" on older records).
 */
export const VEHICLE_MAKES = [
  'AGRALE',
  'AUDI',
  'BAJAJ',
  'BMW',
  'BYD',
  'CAOA CHERY',
  'CHERY',
  'CHEVROLET',
  'CHRYSLER',
  'CITROEN',
  'DAF',
  'DAFRA',
  'DODGE',
  'DUCATI',
  'EFFA',
  'FIAT',
  'FORD',
  'GEELY',
  'GM',
  'GWM',
  'HAOJUE',
  'HARLEY-DAVIDSON',
  'HONDA',
  'HYUNDAI',
  'IMP',
  'IVECO',
  'JAC',
  'JAGUAR',
  'JEEP',
  'KAWASAKI',
  'KIA',
  'LAND ROVER',
  'LEXUS',
  'LIFAN',
  'M.BENZ',
  'MBENZ',
  'MAN',
  'MARCOPOLO',
  'MERCEDES-BENZ',
  'MINI',
  'MITSUBISHI',
  'NISSAN',
  'PEUGEOT',
  'PORSCHE',
  'RAM',
  'RENAULT',
  'SCANIA',
  'SHINERAY',
  'SMART',
  'SSANGYONG',
  'SUBARU',
  'SUZUKI',
  'TOYOTA',
  'TRIUMPH',
  'TROLLER',
  'VOLKSWAGEN',
  'VOLVO',
  'VW',
  'YAMAHA',
] as const;

const MAKES: readonly string[] = VEHICLE_MAKES;

/** The makes as a pattern ("M.BENZ" also without its period). */
export const MAKES_PATTERN = VEHICLE_MAKES.map((m) => m.replace(/\./g, '\\.?')).join('|');

export function mendScannedModel(value: string): OcrRepair {
  const slips: string[] = [];
  let v = value.replace(/(?<=[A-Za-z])!|!(?=[A-Za-z])/g, (m) => {
    slips.push(value);
    return m.replace('!', 'I');
  });
  const m = v.match(/^([A-Z.]{3,})\s?\//);
  const read = m?.[1];
  if (read && !MAKES.includes(read)) {
    const near = MAKES.filter((make) => editDistance(read, make, 1) <= 1);
    if (near.length === 1) {
      slips.push(read);
      v = `${near[0]}${v.slice(read.length)}`;
    }
  }
  return {
    value: v,
    issues: slips.length
      ? [{ check: 'ocr_misread_word', message: `A leitura pode ter trocado letras em "${value}": confira.` }]
      : [],
  };
}
