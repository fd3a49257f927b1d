// How the editor shows each element and mark: the same tags (and alignment and colour) the saved HTML
// uses, so what the author sees is what readers get. Voids (images, videos, dividers) keep Slate's
// hidden text child.
import { createContext, useContext } from 'react';
import type { RenderChunkProps, RenderElementProps, RenderLeafProps } from 'slate-react';
import { useFocused, useSelected } from 'slate-react';
import { isBigTable } from './big-documents';
import type { ImageElement } from './types';

/** Inside a big table: its chunks of rows are <tbody> elements (big-documents.ts). */
const InBigTable = createContext(false);

function Chunk({ attributes, children, lowest }: RenderChunkProps) {
  const inBigTable = useContext(InBigTable);
  // The document's chunks, and a table's chunks of chunks, add no element.
  return inBigTable && lowest ? <tbody {...attributes}>{children}</tbody> : children;
}

/** Slate's chunks (big-documents.ts): a big table's rows in <tbody> groups, nothing around blocks. */
export const renderArticleChunk = (props: RenderChunkProps) => <Chunk {...props} />;

function Image({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <img
          src={element.url}
          alt={element.alt}
          style={{ maxWidth: '100%', outline: selected && focused ? '3px solid #3182ce' : undefined }}
        />
      </div>
      {children}
    </div>
  );
}

export function ArticleElementView(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'heading': {
      const Tag = `h${element.level}` as const;
      return (
        <Tag {...attributes} style={{ textAlign: element.align }}>
          {children}
        </Tag>
      );
    }
    case 'blockquote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return (
        <ol {...attributes} start={element.start}>
          {children}
        </ol>
      );
    case 'list-item':
      return (
        <li {...attributes} id={element.id}>
          {children}
        </li>
      );
    case 'table':
      // A big table's rows come in chunks, each its own <tbody> (renderArticleChunk).
      return isBigTable(element.children.length) ? (
        <table {...attributes} className="kb-big-table">
          <InBigTable.Provider value>{children}</InBigTable.Provider>
        </table>
      ) : (
        <table {...attributes}>
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell': {
      const Tag = element.header ? 'th' : 'td';
      return (
        <Tag {...attributes} colSpan={element.colSpan} rowSpan={element.rowSpan} style={{ textAlign: element.align }}>
          {children}
        </Tag>
      );
    }
    case 'link':
      return (
        <a {...attributes} href={element.url} id={element.id}>
          {children}
        </a>
      );
    case 'image':
      return <Image {...props} element={element} />;
    case 'embed':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <iframe src={element.url} title="Video" allowFullScreen className="kb-embed" />
          </div>
          {children}
        </div>
      );
    case 'divider':
      return (
        <div {...attributes}>
          <hr contentEditable={false} />
          {children}
        </div>
      );
    default:
      return (
        <p {...attributes} style={{ textAlign: element.align }}>
          {children}
        </p>
      );
  }
}

export function ArticleLeafView({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.subscript) content = <sub>{content}</sub>;
  if (leaf.superscript) content = <sup>{content}</sup>;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  // data-kb-color: dark mode shows the palette's lighter tone (article-body-css.ts).
  return (
    <span {...attributes} data-kb-color={leaf.color} style={leaf.color ? { color: leaf.color } : undefined}>
      {content}
    </span>
  );
}
