/**
 * Recognises a file by its first bytes, so a renamed executable cannot pass as a picture whatever
 * Content-Type the client claims.
 */
const SIGNATURES: Array<{ type: string; ext: string; test: (b: Buffer) => boolean }> = [
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', ext: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'video/mp4', ext: 'mp4', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
];

export function sniffFileType(head: Buffer): { type: string; ext: string } | undefined {
  const match = SIGNATURES.find((s) => s.test(head));
  if (match) return { type: match.type, ext: match.ext };
  // Plain text: valid UTF-8 with no control characters other than whitespace.
  const isControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;
  if (head.length > 0 && !head.toString('utf8').includes('\uFFFD') && !head.some(isControl)) {
    return { type: 'text/plain', ext: 'txt' };
  }
  return undefined;
}
