import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MonitorForm } from './MonitorForm.tsx';

function setUp() {
  const onStart = vi.fn();
  const onStop = vi.fn();
  const view = render(<MonitorForm running={false} onStart={onStart} onStop={onStop} />);
  const fill = (name: 'interval' | 'count', value: string) =>
    fireEvent.change(screen.getByTestId(`monitor-${name}`), { target: { value } });
  const start = () => fireEvent.click(screen.getByTestId('monitor-start'));
  return { onStart, onStop, view, fill, start };
}

describe('MonitorForm: docs/product.md "Real-time monitoring" bounds checked before anything is sent', () => {
  it.each([
    ['interval', '499', '监测间隔必须在500到10000毫秒之间'],
    ['interval', '10001', '监测间隔必须在500到10000毫秒之间'],
    ['interval', '1.5', '监测间隔必须在500到10000毫秒之间'],
    ['count', '0', '监测次数必须在1到300之间'],
    ['count', '301', '监测次数必须在1到300之间'],
    ['count', '', '监测次数必须在1到300之间'],
  ] as const)('%s %s is refused with its range', (field, value, text) => {
    const { onStart, fill, start } = setUp();
    fill(field, value);
    start();
    expect(screen.getByTestId('monitor-problem').textContent).toBe(text);
    expect(screen.getByTestId(`monitor-${field}`).getAttribute('aria-invalid')).toBe('true');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('the bounds themselves start monitoring; while running it offers stop', () => {
    const { onStart, onStop, fill, start, view } = setUp();
    fill('interval', '500');
    fill('count', '300');
    start();
    expect(onStart).toHaveBeenCalledWith(500, 300);
    fill('interval', '10000');
    fill('count', '1');
    start();
    expect(onStart).toHaveBeenLastCalledWith(10000, 1);
    expect(screen.queryByTestId('monitor-problem')).toBeNull();
    view.rerender(<MonitorForm running onStart={onStart} onStop={onStop} />);
    fireEvent.click(screen.getByTestId('monitor-stop'));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('monitor-interval') as HTMLInputElement).disabled).toBe(true);
  });
});
