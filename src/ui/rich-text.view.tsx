import type { ReactNode } from 'react';
import * as css from './rich-text.css';

type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The site's texts are stored in a small markup, never as HTML: blocks separated by a blank line, a
 * block starting with `## ` is a subheading, lines starting with `- ` make a list. Whatever else a
 * line holds is shown as text, so an edited text cannot inject markup.
 */
export function parseRichText(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block): Block[] => {
      if (block.startsWith('## ')) {
        const [heading = '', ...rest] = block.split('\n');
        const after = rest.join('\n').trim();
        return [{ kind: 'heading', text: heading.slice(3).trim() }, ...(after ? parseRichText(after) : [])];
      }
      const lines = block.split('\n');
      if (lines.every((line) => line.trimStart().startsWith('- '))) return [{ kind: 'list', items: lines.map((line) => line.trimStart().slice(2).trim()) }];
      return [{ kind: 'paragraph', text: lines.join(' ') }];
    });
}

/** Renders the markup; `headingLevel` is the level of its subheadings under the page's own. */
export function RichText({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const blocks = parseRichText(source);
  return (
    <div className={css.richText}>
      {blocks.map((block, index): ReactNode => {
        if (block.kind === 'heading') return <Heading key={index} className={css.heading}>{block.text}</Heading>;
        if (block.kind === 'list')
          return (
            <ul key={index} className={css.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
