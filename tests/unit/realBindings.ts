// The app's own plug-ins, for tests that run the real flows: createConversation throws when the
// flow names anything not given, so such tests pass all of them — the one bundle the chat loads
// (src/plugins/index.ts).
export { bindings as realBindings } from '../../src/plugins/index.ts';
