// Three pulsing dots: the bot's typing state and the fallback while a lazy component loads.
export interface LoadingDotsProps {
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'white';
  /** Announced to screen readers; without it the dots are decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function LoadingDots({ size = 'medium', color = 'primary', label, className }: LoadingDotsProps) {
  const classes = `dots dots--${size} dots--${color}${className ? ` ${className}` : ''}`;
  const dots = (
    <>
      <span className="dots__dot" />
      <span className="dots__dot" />
      <span className="dots__dot" />
    </>
  );
  if (!label) {
    return (
      <span className={classes} aria-hidden="true" data-testid="loading-dots">
        {dots}
      </span>
    );
  }
  return (
    <span className={classes} role="status" data-testid="loading-dots">
      {dots}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
