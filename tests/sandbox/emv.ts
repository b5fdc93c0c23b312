// An independent reader for Pix BR Codes (EMV QRCPS-MPM), written from the BR Code manual
// and sharing nothing with the code that generates them: TLV parsing and CRC-16/CCITT-FALSE.

export type Tlv = Map<string, string>;

/** Parses "IDLLvalue…" into id → value; throws on a truncated or malformed field. */
export function parseTlv(text: string): Tlv {
  const fields: Tlv = new Map();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + length > text.length) {
      throw new Error(`malformed TLV at ${i}`);
    }
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
