import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('says what the value must be under the field, for the eye and for screen readers, beside an error', () => {
    render(
      <TextField
        label="密码"
        value=""
        onChange={() => {}}
        hint="至少8位，不要用常见密码"
        error="密码不能为空"
        data-testid="pw"
      />,
    );
    const input = screen.getByTestId('pw');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(texts[0]).toBe('至少8位，不要用常见密码');
    expect(texts[1]).toContain('密码不能为空');
    expect(input.getAttribute('placeholder')).toBeNull();
  });

  it('describes the input by nothing when there is neither hint nor error', () => {
    render(<TextField label="昵称" value="" onChange={() => {}} data-testid="nick" />);
    expect(screen.getByTestId('nick').getAttribute('aria-describedby')).toBeNull();
  });
});
