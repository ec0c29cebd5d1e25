// Saving bytes the page made (a finding bundle) as a file, through a temporary object URL.
export function download(name: string, bytes: Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // The download has started once click() returns; the URL is kept a little longer for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
