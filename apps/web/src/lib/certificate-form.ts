/**
 * A certificate's upload as multipart/form-data (tax-exemption or insurance):
 * its text fields, then its file in "file", as the API reads them
 * (plugins/certificate-upload.ts). A 15 MB scan on a slow line takes longer
 * than a JSON request's timeout: send it with `certificateUploadTimeoutMs`.
 */
export function certificateForm(fields: Record<string, string>, file: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  return body;
}

export const certificateUploadTimeoutMs = 120_000;
