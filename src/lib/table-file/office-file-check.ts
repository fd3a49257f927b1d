// What an office file is underneath its name, from its first bytes, so an import can say why it
// cannot read one instead of "could not be read": a .docx or .xlsx saved with a password is not a
// ZIP at all but an OLE compound file holding an "EncryptedPackage" stream, and a Word 97–2003 .doc
// is a compound file with a "WordDocument" stream. No library needed: safe on the main thread.

export type OfficeFileProblem = 'encrypted' | 'oldWord';

const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function utf16(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) bytes[i * 2] = text.charCodeAt(i);
  return bytes;
}

function includes(haystack: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first!); i >= 0 && i <= haystack.length - needle.length;) {
    for (let j = 1; j < needle.length; j++) {
      if (haystack[i + j] !== needle[j]) {
        i = haystack.indexOf(first!, i + 1);
        continue outer;
      }
    }
    return true;
  }
  return false;
}

export function isCompoundFile(bytes: Uint8Array): boolean {
  return COMPOUND_FILE.every((b, i) => bytes[i] === b);
}

/** 'encrypted' for a password-protected .docx/.xlsx/.pptx, 'oldWord' for a .doc; else null. */
export function officeFileProblem(data: ArrayBuffer | Uint8Array): OfficeFileProblem | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!isCompoundFile(bytes)) return null;
  // Stream names live in the compound file's directory, in UTF-16.
  if (includes(bytes, utf16('EncryptedPackage'))) return 'encrypted';
  if (includes(bytes, utf16('WordDocument'))) return 'oldWord';
  return null;
}
