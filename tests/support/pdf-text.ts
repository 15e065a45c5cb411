import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a reader sees in a PDF, pages joined, runs of white space as one space (pdf.js reads the fonts' Unicode maps). */
export async function pdfText(data: ArrayBuffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n').replace(/[ \t]+/g, ' ');
  } finally {
    await document.destroy();
  }
}
