// The business rules' numbers a flow or variant text may read as {regras.<name>}, so no copy
// repeats a number the code decides. A contract between the content and the rules: the runtime
// fills them in (src/engine/textValues.ts) and flows:check knows their names
// (scripts/compiler/textValueKinds.ts).
import { MAX_CARD_INSTALMENTS } from '../domain/cardInstalments.ts';

export const RULE_VALUES = { parcelasCartao: MAX_CARD_INSTALMENTS } as const;
