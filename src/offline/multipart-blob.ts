// A multipart/form-data body built as one Blob, for outbox kinds that queue a file (a checklist's
// image, a kiosk punch's photo). The outbox keeps bodies in IndexedDB, which can hold a Blob but not
// a FormData; fetch sends a Blob with its type as the Content-Type, boundary included, so the server
// reads it like any form upload. Built once when queued, a replay sends the same bytes.
export function multipartBlob(fields: Record<string, string>, file: { name: string; field: string; blob: Blob }): Blob {
  const boundary = `----groundwork${crypto.randomUUID().replaceAll('-', '')}`;
  const parts: BlobPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.blob.type || 'application/octet-stream'}\r\n\r\n`,
    file.blob,
    `\r\n--${boundary}--\r\n`,
  );
  return new Blob(parts, { type: `multipart/form-data; boundary=${boundary}` });
}
