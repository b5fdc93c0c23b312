// The bot's face next to the last bubble of each bot run: inline SVG, so it costs no request.
export function BotAvatar() {
  return (
    <span className="avatar" aria-hidden="true" data-testid="bot-avatar">
      <svg viewBox="0 0 32 32" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M16 3a1.75 1.75 0 0 1 .9 3.25V8h5.35A4.75 4.75 0 0 1 27 12.75v8.5A4.75 4.75 0 0 1 22.25 26H9.75A4.75 4.75 0 0 1 5 21.25v-8.5A4.75 4.75 0 0 1 9.75 8h5.35V6.25A1.75 1.75 0 0 1 16 3Z"
        />
        <circle cx="11.75" cy="16.25" r="2.1" fill="var(--avatar-eye, #fff)" />
        <circle cx="20.25" cy="16.25" r="2.1" fill="var(--avatar-eye, #fff)" />
        <path d="M12.5 21.2c1 .8 2.2 1.2 3.5 1.2s2.5-.4 3.5-1.2" fill="none" stroke="var(--avatar-eye, #fff)" strokeWidth="1.6" strokeLinecap="round" />
        <rect x="2" y="13.5" width="2" height="6" rx="1" fill="currentColor" />
        <rect x="28" y="13.5" width="2" height="6" rx="1" fill="currentColor" />
      </svg>
    </span>
  );
}
