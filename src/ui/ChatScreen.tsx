// The chat: banner, conversation log, the buttons or input the bot is waiting for, and the
// privacy notice. Everything it shows comes from the Conversation's signals.
import { useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Conversation } from '../engine/types.ts';
import { InputBarSlot } from './InputBarSlot.tsx';
import { MessageList } from './MessageList.tsx';
import { OptionButtons } from './OptionButtons.tsx';
import { PrivacyNotice } from './PrivacyNotice.tsx';
import { useAutoScroll } from './useAutoScroll.ts';

export function ChatScreen({ conversation }: { conversation: Conversation }) {
  useSignals();
  const pending = conversation.pending.value;
  const messageCount = conversation.messages.value.length;
  const typing = conversation.isBotLoading.value;
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useAutoScroll(scroller, content, `${messageCount}:${typing}:${pending?.step ?? ''}:${pending?.kind ?? ''}`);
  const { bannerSrc } = conversation.variant;
  // The step the bot now waits on (and the field an input fills), once it has finished typing: what
  // browser journeys look up in their answer table (tests/journeys/answers.yaml).
  const waiting = pending && !typing && !conversation.isSubmitting.value ? pending : null;

  return (
    <main
      className="chat"
      id="conteudo"
      tabIndex={-1}
      data-waiting-on={waiting?.step}
      data-waiting-field={waiting?.kind === 'input' ? waiting.field : undefined}
    >
      <div className="chat__scroll" ref={scroller}>
        <div className="chat__column" ref={content}>
          {bannerSrc && <img className="chat__banner" src={bannerSrc} alt="" decoding="async" fetchPriority="high" />}
          <MessageList conversation={conversation} />
          {pending?.kind === 'options' && <OptionButtons conversation={conversation} pending={pending} />}
        </div>
      </div>
      <footer className="chat__footer">
        <div className="chat__footer-inner">
          <InputBarSlot conversation={conversation} />
          <PrivacyNotice url={conversation.variant.politicaPrivacidadeUrl} />
        </div>
      </footer>
    </main>
  );
}
