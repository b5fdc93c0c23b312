// @vitest-environment jsdom
// A lazy component loaded ahead of time renders at once, without its Suspense fallback (which
// React would keep on screen for its reveal throttle); one not loaded yet still suspends.
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../src/ui/components/lazyComponent.ts';

const Cards = ({ label }: { label: string }) => <p>{label}</p>;

function renderInSuspense(Component: React.ComponentType<{ label: string }>) {
  return render(
    <Suspense fallback={<p>carregando</p>}>
      <Component label="Automóveis" />
    </Suspense>,
  );
}

describe('lazyComponent', () => {
  afterEach(cleanup);

  it('renders a preloaded component in the first commit, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Cards }));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    renderInSuspense(Lazy);
    expect(screen.getByText('Automóveis')).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while not loaded, then shows the component; a failed load is tried again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Cards }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Cards });
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    renderInSuspense(Lazy);
    expect(screen.getByText('carregando')).toBeTruthy();
    expect(await screen.findByText('Automóveis')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
