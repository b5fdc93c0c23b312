// Local mode: a file of the folder changed on disk while a text was being typed. What was typed
// stays on screen (the page keeps the version it read, so a save from it is refused, not written
// over the change); loading the version now is the person's choice.
import { AppButton } from './controls.tsx';
import { Notice } from './Notice.tsx';

export function FolderChanged({ onLoad }: { onLoad: () => unknown }) {
  return (
    <Notice kind="warn">
      <p>
        Um arquivo desta pasta mudou no disco (no seu editor ou pelo git) enquanto você escrevia. Nada foi sobrescrito e o que você escreveu continua na tela.
      </p>
      <p>Copie seu texto se quiser, carregue a versão atual e refaça a alteração.</p>
      <AppButton variant="secondary" onPress={() => onLoad()}>
        Carregar a versão atual
      </AppButton>
    </Notice>
  );
}
