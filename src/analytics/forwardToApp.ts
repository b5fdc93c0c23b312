// App mode (spec section 2): events also go to the host app. A native bridge is used when the
// webview injected one (React Native's ReactNativeWebView, an iOS WKWebView message handler named
// "chatbot"); when the chat is framed by a web app, the parent window gets a postMessage.

export interface AppMessage {
  source: 'consorcio-chatbot';
  event: string;
  payload: Record<string, unknown>;
}

/** The parts of `window` this uses, so tests pass a plain object. */
export interface AppHost {
  parent?: { postMessage(message: unknown, targetOrigin: string): void } | null;
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { chatbot?: { postMessage(message: unknown): void } } };
}

export function forwardToApp(host: AppHost, message: AppMessage): void {
  const attempts: Array<() => void> = [
    () => host.ReactNativeWebView?.postMessage(JSON.stringify(message)),
    () => host.webkit?.messageHandlers?.chatbot?.postMessage(message),
    // Only when framed: a top window's parent is itself. The payload holds no clear personal data.
    () => host.parent && host.parent !== (host as unknown) && host.parent.postMessage(message, '*'),
  ];
  for (const attempt of attempts) {
    try {
      attempt();
    } catch {
      // A broken bridge must not break the chat or the other channels.
    }
  }
}
