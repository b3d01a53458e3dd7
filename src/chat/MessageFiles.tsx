'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatFile } from './types.js';
import { fileTypeText, fileUrl, formatFileSize, isImageFile } from './fileRules.js';

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const FileLink = styled('a', {
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '$1',
  color: 'inherit',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
});

const FileName = styled('span', { display: 'inline-flex', overflowWrap: 'anywhere', fontWeight: 600 });

const Details = styled('span', { display: 'block', fontSize: '$small' });

const Thumbnail = styled('img', {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '200px',
  borderRadius: '$small',
  objectFit: 'contain',
});

/** One file of a message: an image as its thumbnail (its name the alternative), else its name, type and size. */
function MessageFile({ file }: { file: ChatFile }) {
  const labels = useLabels();
  const href = fileUrl(file.url);
  const src = isImageFile(file) ? fileUrl(file.url, true) : undefined;
  // Only with a known size: the type alone would repeat the name's extension.
  const details =
    typeof file.size === 'number' && Number.isFinite(file.size)
      ? labels.fileDetails(formatFileSize(file.size), fileTypeText(file) || labels.unknownFileType)
      : '';
  const content = src ? <Thumbnail src={src} alt={file.name || labels.image} /> : <FileName>{file.name}</FileName>;
  return (
    <>
      {href ? (
        <FileLink href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </FileLink>
      ) : (
        content
      )}
      {!src && details && <Details>{details}</Details>}
    </>
  );
}

/** The files of a message, in order: one alone, several as a list named "Attached files". */
export function MessageFiles({ files }: { files: readonly ChatFile[] }) {
  const labels = useLabels();
  if (files.length === 1 && files[0]) return <MessageFile file={files[0]} />;
  return (
    <List aria-label={labels.attachedFiles}>
      {files.map((file, index) => (
        <li key={index}>
          <MessageFile file={file} />
        </li>
      ))}
    </List>
  );
}
