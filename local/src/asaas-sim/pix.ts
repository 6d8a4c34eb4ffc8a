/**
 * A PIX "copia e cola" code in the BR Code (EMV QRCPS) layout the Banco Central defines: tagged
 * fields, value in tag 54, CRC16-CCITT in tag 63. Banks would reject it (the key is fictional), but
 * it looks and checks like the real thing.
 */
const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixCopyPaste(input: {
  key: string;
  value: number;
  merchant: string;
  city: string;
  txid: string;
}): string {
  const clean = (s: string, max: number) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .toUpperCase()
      .slice(0, max);
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', input.value.toFixed(2)) +
    field('58', 'BR') +
    field('59', clean(input.merchant, 25)) +
    field('60', clean(input.city, 15)) +
    field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304';
  return body + crc16(body);
}
