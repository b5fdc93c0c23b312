// A question before something that cannot be undone (removing a passkey): React Aria's modal
// alert dialog keeps focus inside, closes with Escape, and puts focus back on the button that
// opened it.
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AppButton } from './controls.tsx';

interface ConfirmProps {
  title: string | null;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Open while `title` is set. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmProps) {
  return (
    <ModalOverlay className="confirm-overlay" isOpen={title !== null} onOpenChange={(open) => !open && onCancel()} isDismissable>
      <Modal className="confirm-modal">
        <Dialog role="alertdialog">
          <Heading slot="title">{title}</Heading>
          <div className="stack">
            {children}
            <div className="row">
              <AppButton variant="danger" onPress={onConfirm} autoFocus>
                {confirmLabel}
              </AppButton>
              <AppButton variant="secondary" onPress={onCancel}>
                Cancelar
              </AppButton>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
