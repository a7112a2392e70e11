/**
 * Offers `blob` to the visitor as a download named `fileName`: an object URL on
 * a link clicked once, the URL released a little later (a browser may still be
 * reading it when click() returns).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
