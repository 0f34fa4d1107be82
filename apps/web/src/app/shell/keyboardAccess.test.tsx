import { act, render } from '@testing-library/react';
import { List, Switch } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableKeyboardAccess } from './keyboardAccess.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const press = (el: Element, key: string) =>
  act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('keyboard access to antd-mobile list rows and switches', () => {
  it('gives clickable rows and switches a tab stop and a role, and Enter/Space press them', async () => {
    stop = enableKeyboardAccess();
    const open = vi.fn();
    const toggle = vi.fn();
    const { container } = render(
      <List>
        <List.Item onClick={open}>语言设置</List.Item>
        <List.Item>只读的一行</List.Item>
        <List.Item onClick={open} disabled>
          不可用
        </List.Item>
        <List.Item extra={<Switch onChange={toggle} aria-label="长辈版" />}>长辈版</List.Item>
      </List>,
    );
    await act(async () => undefined);
    const [row, plain, disabled] = container.querySelectorAll('.adm-list-item');
    const toggleEl = container.querySelector('.adm-switch');
    expect(row?.getAttribute('role')).toBe('button');
    expect(row?.getAttribute('tabindex')).toBe('0');
    expect(plain?.hasAttribute('tabindex')).toBe(false);
    expect(disabled?.hasAttribute('tabindex')).toBe(false);
    expect(disabled?.getAttribute('aria-disabled')).toBe('true');
    expect(toggleEl?.getAttribute('tabindex')).toBe('0');

    if (!row || !toggleEl || !disabled) throw new Error('not rendered');
    await press(row, 'Enter');
    await press(row, ' ');
    await press(row, 'a');
    await press(disabled, 'Enter');
    expect(open).toHaveBeenCalledTimes(2);
    await press(toggleEl, ' ');
    expect(toggle).toHaveBeenCalledWith(true);
  });

  it('also reaches rows rendered later', async () => {
    stop = enableKeyboardAccess();
    const { container, rerender } = render(<List />);
    rerender(
      <List>
        <List.Item onClick={() => undefined}>关于我们</List.Item>
      </List>,
    );
    await act(async () => undefined);
    expect(container.querySelector('.adm-list-item')?.getAttribute('tabindex')).toBe('0');
  });
});
