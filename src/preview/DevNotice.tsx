// A development-only note over the chat (src/preview): what a preview link or a content save could
// not do, with the way on. Never in a production build.
import { createRoot, type Root } from 'react-dom/client';
import type { UiCopy } from '../engine/uiCopy.ts';

export interface NoticeAction {
  label: string;
  run(): void;
}

let root: Root | undefined;

export function showDevNotice(text: string, t: UiCopy, action?: NoticeAction): void {
  root ??= createRoot(document.body.appendChild(Object.assign(document.createElement('div'), { className: 'dev-notice-host' })));
  root.render(
    <div className="dev-notice" role="alert" style={STYLE}>
      <span>{text}</span>
      {action && (
        <button
          type="button"
          style={{ marginLeft: 8 }}
          onClick={() => {
            hideDevNotice();
            action.run();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" aria-label={t('devNoticeClose')} style={{ marginLeft: 8 }} onClick={hideDevNotice}>
        ×
      </button>
    </div>,
  );
}

export function hideDevNotice(): void {
  root?.render(null);
}

const STYLE = {
  position: 'fixed',
  top: 8,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  maxWidth: 'min(90vw, 560px)',
  padding: '8px 12px',
  borderRadius: 8,
  background: '#fff4ce',
  color: '#3b2f00',
  border: '1px solid #c9a400',
  font: '14px/1.4 system-ui, sans-serif',
  boxShadow: '0 2px 8px rgb(0 0 0 / 20%)',
} as const;
