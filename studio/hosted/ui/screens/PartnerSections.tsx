// The chosen partner's own sections of the draft editor, after its images: "Cores" and
// "Configurações do parceiro", then every setting and the interface texts ("Todas as
// configurações", "Textos da interface"), each saved into the draft from the version the page read.
import { PartnerAllSettings } from './PartnerAllSettings.tsx';
import { PartnerColours } from './PartnerColours.tsx';
import { PartnerSettings } from './PartnerSettings.tsx';

interface Props {
  draftId: string;
  partner: string;
  head: string;
  onSaved: () => unknown;
}

export function PartnerSections(props: Props) {
  return (
    <>
      <PartnerColours {...props} />
      <PartnerSettings {...props} />
      <PartnerAllSettings {...props} />
    </>
  );
}
