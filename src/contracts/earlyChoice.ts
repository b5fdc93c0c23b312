// A tap on a first-screen button (SIMULAR AGORA) before the app has taken the prerendered page over
// would otherwise be lost: the page's one inline script (EARLY_CHOICE_SCRIPT, written into the head
// of each route's HTML by scripts/routes/renderPage.ts and allowed by its hash in the Content-Security-
// Policy, sandbox/securityHeaders.ts) notes the first such tap and answers it as the app will: the
// option's echo and the typing dots, which the prerendered page carries hidden next to the buttons
// (src/ui/EarlyReaction.tsx). The option buttons make that choice once the app has
// taken them over (src/ui/OptionButtons.tsx). A contract between the page's HTML and the app, in one
// place for the page writer, the app and the server's policy.

/** The element right after a group of first-screen buttons that holds their answers, hidden (src/ui/EarlyReaction.tsx). */
export const EARLY_REACTION_CLASS = 'early-reaction';

/** Set by the inline script on the buttons' group it answered (src/ui/EarlyReaction.tsx): hidden until the app unmounts it. */
export const CHOSEN_EARLY_ATTRIBUTE = 'data-chosen-early';

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
  /** Since the tap: how long the visitor has watched the chat's answer (0 when the page did not say). */
  waitedMs: number;
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
  'var i=[].indexOf.call(g.querySelectorAll(".option"),b);' +
  `window.${EARLY_CHOICE_GLOBAL}={step:g.getAttribute("data-step"),index:i,at:performance.now()};` +
  // The chat's answer, as the app will show it: the echo and the typing dots in place of the buttons.
  `var r=g.nextElementSibling;if(!r||!r.classList.contains("${EARLY_REACTION_CLASS}"))return;` +
  `[].forEach.call(r.querySelectorAll("[data-early-echo='"+i+"'],.msg--typing"),function(x){x.hidden=false});` +
  `g.setAttribute("${CHOSEN_EARLY_ATTRIBUTE}","");` +
  'var s=document.querySelector(".chat__scroll");if(s)s.scrollTop=s.scrollHeight},true)';

/** The tap the inline script noted, once: later calls (and pages without the script) get undefined. */
export function takeEarlyChoice(host: Record<string, unknown>, now = performance.now()): EarlyChoice | undefined {
  const noted = host[EARLY_CHOICE_GLOBAL] as { step?: unknown; index?: unknown; at?: unknown } | undefined;
  delete host[EARLY_CHOICE_GLOBAL];
  if (typeof noted?.step !== 'string' || typeof noted.index !== 'number' || noted.index < 0) return undefined;
  const waitedMs = typeof noted.at === 'number' && Number.isFinite(noted.at) ? Math.max(0, now - noted.at) : 0;
  return { step: noted.step, index: noted.index, waitedMs };
}
