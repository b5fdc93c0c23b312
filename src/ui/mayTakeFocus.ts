// The chat moves focus to what the visitor answers next (the input, the first option). Framed in
// another page (the studio's live preview) it does so only once the frame has focus: a frame
// that reloads must not pull the caret out of what an editor is typing beside it.
export const mayTakeFocus = (): boolean => window.top === window || document.hasFocus();
