// In the browser, every screen but the first comes with the rest of the flow, and so do its words
// (the ui copy outside the `page` group joins flow.ui then). Tests render those screens on their
// own, so the rest is loaded before any test runs, as it is before the chat reaches them.
import flow from 'virtual:flow';

await flow.load?.();
