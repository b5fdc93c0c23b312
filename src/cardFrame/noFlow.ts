// The card frame's build has no flow (virtual:flow is the chat's): the texts come from the page in
// the init message (protocol.ts), so the copy context's default is empty here.
export default { ui: {} };
