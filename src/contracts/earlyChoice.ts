// A tap on a first-screen button (SIMULAR AGORA) before the app has taken the prerendered page over
// would otherwise be lost: the page's one inline script (EARLY_CHOICE_SCRIPT, written into the head
// of each route's HTML by scripts/routes/renderPage.ts and allowed by its hash in the Content-Security-
// Policy, sandbox/securityHeaders.ts) notes the first such tap and shows the button pressed
// (aria-busy); the option buttons make that choice once the app has taken them over
// (src/ui/OptionButtons.tsx). A contract between the page's HTML and the app, in one place for the
// page writer, the app and the server's policy.

/** Where the inline script leaves the tap: the options step and the button's position in it. */
export const EARLY_CHOICE_GLOBAL = '__earlyChoice';

/**
 * Set on <html> by the same script, before the first paint, when this tab holds a saved
 * conversation (issue 26 item 3): the prerendered greeting and SIMULAR AGORA would pretend to be a
 * new conversation for the second it takes to resume, and a tap on them would be dropped. The page
 * shows a neutral state instead (src/ui/styles/resume.css) until the app has decided
 * (src/main.tsx: resumed, or started afresh when the saved one cannot be used).
 */
export const RESUMING_ATTRIBUTE = 'data-resuming';
/** The sessionStorage key of the saved conversation (src/session/savedConversation.ts reads the same). */
export const SAVED_CONVERSATION_KEY = 'consorcio:conversa';

export interface EarlyChoice {
  step: string;
  index: number;
}

/** Plain ES5 in one line: it runs before any bundle, in every browser that shows the page. A link
 * option (opens a new tab) is left alone: a popup must come from the tap itself. Storage that
 * throws (refused) means nothing to resume. */
export const EARLY_CHOICE_SCRIPT =
  `try{if(sessionStorage.getItem("${SAVED_CONVERSATION_KEY}")!=null)document.documentElement.setAttribute("${RESUMING_ATTRIBUTE}","")}catch(e){}` +
  'addEventListener("click",function(e){' +
  'var b=e.target&&e.target.closest&&e.target.closest("#root .option[data-starting]:not(.option--link)");' +
  `if(!b||window.${EARLY_CHOICE_GLOBAL})return;` +
  'var g=b.closest("[data-step]");if(!g)return;' +
  `window.${EARLY_CHOICE_GLOBAL}={step:g.getAttribute("data-step"),index:[].indexOf.call(g.querySelectorAll(".option"),b)};` +
  'b.setAttribute("aria-busy","true")},true)';

/** The tap the inline script noted, once: later calls (and pages without the script) get undefined. */
export function takeEarlyChoice(host: Record<string, unknown>): EarlyChoice | undefined {
  const noted = host[EARLY_CHOICE_GLOBAL] as Partial<EarlyChoice> | undefined;
  delete host[EARLY_CHOICE_GLOBAL];
  return typeof noted?.step === 'string' && typeof noted.index === 'number' && noted.index >= 0 ? { step: noted.step, index: noted.index } : undefined;
}
