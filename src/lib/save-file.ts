/** Saves a file the page made or fetched (a schedule, a letter) through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Shows a PDF that needs a bearer token: the tab is opened in the click (so the browser does not block
 * it), the file fetched by `load` and shown there, or saved when no tab could open. A failed fetch
 * closes the tab and goes to `onError`.
 */
export function openPdfInTab(load: () => Promise<Blob>, fileName: string, onError: (error: unknown) => void): void {
  const tab = window.open('about:blank', '_blank');
  load().then(
    (blob) => {
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (tab) tab.location.href = url;
      else saveFile(blob, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    (error: unknown) => {
      tab?.close();
      onError(error);
    },
  );
}
