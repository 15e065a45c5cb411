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
      // Lines starting with `- ` make a list; the lines around them stay paragraphs ("These are:" then the items).
      const runs: Block[] = [];
      for (const line of block.split('\n')) {
        const bullet = line.trimStart().startsWith('- ');
        const last = runs.at(-1);
        if (bullet && last?.kind === 'list') last.items.push(line.trimStart().slice(2).trim());
        else if (bullet) runs.push({ kind: 'list', items: [line.trimStart().slice(2).trim()] });
        else if (last?.kind === 'paragraph') last.text = `${last.text} ${line.trim()}`;
        else runs.push({ kind: 'paragraph', text: line.trim() });
      }
      return runs;
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
