/**
 * The make before the "/" of a vehicle's model as the RENAVAM prints it ("VW/POLO TSI",
 * "HYUNDAI/HB20 1.0M"): a closed list, so a scanned make one letter off exactly one known make
 * ("HYUNDAVI", "WVW") is that make misread. A "!" in a model is an "I" OCR bent ("COROLLA XE!").
 * Each repair is an issue: the driver confirms it.
 */
import { editDistance } from './edit-distance';
import type { OcrRepair } from './ocr-words';

/** Makes sold in Brazil, as the RENAVAM abbreviates them (imports keep theirs after "I/" or "IMP/"). */
const MAKES = (
  'VW GM FIAT FORD HONDA HYUNDAI RENAULT TOYOTA NISSAN JEEP PEUGEOT CITROEN MITSUBISHI CHEVROLET ' +
  'VOLKSWAGEN KIA BMW AUDI YAMAHA SUZUKI CAOA CHERY JAC GWM BYD RAM DODGE CHRYSLER MINI LEXUS PORSCHE ' +
  'SUBARU VOLVO LAND JAGUAR LIFAN EFFA SHINERAY DAFRA KAWASAKI HARLEY TRIUMPH BAJAJ DUCATI ' +
  'SCANIA IVECO AGRALE MAN DAF MARCOPOLO TROLLER SMART GEELY SSANGYONG M.BENZ MBENZ MERCEDES I IMP'
).split(' ');

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
