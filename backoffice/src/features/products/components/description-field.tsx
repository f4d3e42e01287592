import { StatusMessage } from '@harmony/shared';
import { DESCRIPTION_TAGS } from '@harmony/shared/description-policy';
import { TextAreaField } from '@harmony/shared/forms';
import { useEffect, useState } from 'react';
import { previewDescription } from '../api/products-api';
import styles from './products.module.css';

/** How long typing rests before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;

export const PREVIEW_TEXT = {
  updating: 'Updating the preview',
  failed: 'The preview could not be made. It is made again as you type.',
} as const;

/** The preview's page: the shop's font and a readable measure, nothing else (no script can run in it). */
const frame = (html: string) =>
  `<!doctype html><meta charset="utf-8"><style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2933;margin:8px}</style>${html}`;

/**
 * The description's HTML, and beside it what shoppers will read: the api's own cleaning of it (the
 * policy that runs when it is saved), shown in a sandboxed frame of its own.
 */
export function DescriptionField({
  value,
  onChange,
  error,
  errorId,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  errorId: string;
}) {
  // Which text the preview shows (or failed for): while it is not the one typed, a newer one is coming.
  const [preview, setPreview] = useState<{ of: string | null; html: string; failed: boolean }>({
    of: null,
    html: '',
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewDescription(value, controller.signal).then(
        (html) => setPreview({ of: value, html, failed: false }),
        () => {
          if (!controller.signal.aborted) setPreview((now) => ({ ...now, of: value, failed: true }));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  const busy = preview.of !== value;
  return (
    <div className={styles.description}>
      <TextAreaField
        label="Description (HTML)"
        name="description"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={10}
        error={error}
        errorId={errorId}
        hint={`Allowed: ${DESCRIPTION_TAGS.join(', ')} (a with href). Anything else is removed when saved.`}
      />
      <div className={styles.preview}>
        <span className={styles.previewLabel}>Preview, as shoppers will read it</span>
        {busy && <StatusMessage busy>{PREVIEW_TEXT.updating}</StatusMessage>}
        {!busy && preview.failed && <StatusMessage>{PREVIEW_TEXT.failed}</StatusMessage>}
        {/*
          An opaque origin (no allow-same-origin): nothing in it reaches this page, its storage or the
          session. allow-scripts lets accessibility checkers look inside; the cleaned HTML holds no script,
          and the page's policy, which the frame inherits, refuses inline script anyway.
        */}
        <iframe
          className={styles.previewFrame}
          title="Description preview"
          sandbox="allow-scripts"
          srcDoc={frame(preview.html)}
        />
      </div>
    </div>
  );
}
