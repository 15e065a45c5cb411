import { describe, expect, it } from 'vitest';
import { parseRichText } from '../../src/ui/rich-text.view';
import { blogArticlesSeed } from '../../api/server/db/seed/content/blog.content';
import { faqSeed } from '../../api/server/db/seed/content/faq.content';
import { legalDocumentsSeed } from '../../api/server/db/seed/content/legal-documents.content';

describe("the site's text markup", () => {
  it('reads paragraphs, subheadings and lists, with the text around a list kept as paragraphs', () => {
    expect(parseRichText('## Costs\nWhat you pay:\n- the notary\n- the registration\nThat is all.\n\nSecond  paragraph\non two lines')).toEqual([
      { kind: 'heading', text: 'Costs' },
      { kind: 'paragraph', text: 'What you pay:' },
      { kind: 'list', items: ['the notary', 'the registration'] },
      { kind: 'paragraph', text: 'That is all.' },
      { kind: 'paragraph', text: 'Second  paragraph on two lines' },
    ]);
  });

  it('shows markup-looking text as text: no HTML is ever read', () => {
    expect(parseRichText('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
  });

  it('reads every seeded text into blocks with no empty item', () => {
    const bodies = [
      ...blogArticlesSeed.flatMap((article) => Object.values(article.body)),
      ...faqSeed.flatMap((entry) => Object.values(entry.answer)),
      ...legalDocumentsSeed.flatMap((document) => document.sections.flatMap((section) => Object.values(section.body))),
    ];
    for (const body of bodies) {
      const blocks = parseRichText(body);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        if (block.kind === 'list') for (const item of block.items) expect(item.length).toBeGreaterThan(0);
        else expect(block.text.length).toBeGreaterThan(0);
      }
    }
  });
});
