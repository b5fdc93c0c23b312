// "Abrir a conversa nesta etapa" on a changed text of the review: the real chat of the draft at
// that partner and etapa, pinned to the version under review (a later save does not change what
// the reviewer sees), in the same sandboxed frame as the editor's live preview (PreviewSlot.tsx).
import { useState } from 'react';
import { previewUrl } from '../previewUrl.ts';
import { AppButton } from './controls.tsx';

/** The partner a change for everyone is shown in: the company's own page. */
const COMPANY_PAGE = 'main';

export function ChangePreview({ draftId, partner, step, head, label }: { draftId: string; partner: string | null; step: string; head: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="change-preview">
      <AppButton variant="secondary" aria-expanded={open} onPress={() => setOpen(!open)}>
        {open ? 'Fechar a conversa' : 'Abrir a conversa nesta etapa'}
      </AppButton>
      {open && (
        <div className="preview-slot">
          <iframe
            title={`Conversa em ${label}, na versão em revisão`}
            src={previewUrl(draftId, partner ?? COMPANY_PAGE, step, head)}
            sandbox="allow-scripts allow-forms"
          />
        </div>
      )}
    </div>
  );
}
