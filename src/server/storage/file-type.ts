// Upload types are decided by the file's first bytes, never by its name or declared type.
const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: "image/png", ext: "png", test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "image/jpeg", ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", ext: "gif", test: (b) => b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a" },
  { type: "image/webp", ext: "webp", test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
  { type: "video/mp4", ext: "mp4", test: (b) => b.subarray(4, 8).toString("latin1") === "ftyp" },
  { type: "video/webm", ext: "webm", test: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
];

export type TDetectedType = { type: string; ext: string };

export function detectFileType(data: Buffer): TDetectedType | null {
  const match = SIGNATURES.find((signature) => data.length >= 12 && signature.test(data));
  return match ? { type: match.type, ext: match.ext } : null;
}

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(SIGNATURES.map((s) => [s.ext, s.type]));
