import type { DatatypeSpec } from '@linli/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThingControl } from './ThingControl.tsx';

const model = (id: string, datatype: DatatypeSpec, extra: { type?: 1 | 2 | 3; isReadonly?: 0 | 1 } = {}) => ({
  id,
  name: id,
  type: extra.type ?? 2,
  datatype,
  isReadonly: extra.isReadonly ?? 0,
});

const number: DatatypeSpec = { type: 'integer', min: 0, max: 100, step: 5, unit: 'min' };

describe('ThingControl: one control per datatype', () => {
  it('bool is a switch that sends the other state', () => {
    const onSend = vi.fn(() => true);
    render(
      <ThingControl
        model={model('power', { type: 'bool', trueText: 'On', falseText: 'Off' })}
        value="0"
        onSend={onSend}
      />,
    );
    const toggle = screen.getByTestId('thing-power-switch');
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toContain('Off');
    fireEvent.click(toggle);
    expect(onSend).toHaveBeenCalledWith('1');
  });

  it('enum shows buttons or a picker by showWay', () => {
    const enumList = [
      { value: 'a', text: 'Auto' },
      { value: 'm', text: 'Manual' },
    ];
    const onSend = vi.fn(() => true);
    const { unmount } = render(
      <ThingControl
        model={model('mode', { type: 'enum', enumList, showWay: 'button' })}
        value="a"
        onSend={onSend}
      />,
    );
    expect(screen.getByTestId('thing-mode-option-a').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('thing-mode-option-m'));
    expect(onSend).toHaveBeenCalledWith('m');
    unmount();
    render(
      <ThingControl
        model={model('mode', { type: 'enum', enumList, showWay: 'select' })}
        value="a"
        onSend={onSend}
      />,
    );
    fireEvent.change(screen.getByTestId('thing-mode-select'), { target: { value: 'm' } });
    expect(onSend).toHaveBeenLastCalledWith('m');
  });

  it('integer has a stepper and refuses values out of range', async () => {
    const onSend = vi.fn(() => true);
    render(<ThingControl model={model('countdown', number)} value="95" onSend={onSend} />);
    const input = screen.getByTestId('thing-countdown-input') as HTMLInputElement;
    expect(input.value).toBe('95');
    fireEvent.click(screen.getByTestId('thing-countdown-plus'));
    expect(input.value).toBe('100');
    fireEvent.click(screen.getByTestId('thing-countdown-plus'));
    expect(input.value).toBe('100');
    fireEvent.change(input, { target: { value: '150' } });
    expect(screen.getByTestId('thing-countdown-error').textContent).toContain('超过最大值');
    expect((screen.getByTestId('thing-countdown-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(screen.getByTestId('thing-countdown-error').textContent).toContain('整数');
    fireEvent.change(input, { target: { value: '40' } });
    expect(screen.queryByTestId('thing-countdown-error')).toBeNull();
    fireEvent.click(screen.getByTestId('thing-countdown-send'));
    expect(onSend).toHaveBeenCalledWith('40');
  });

  it('decimal steps by its step without float noise', () => {
    render(
      <ThingControl
        model={model('target', { type: 'decimal', min: -20, max: 40, step: 0.1, unit: '℃' })}
        value="20.2"
        onSend={() => true}
      />,
    );
    fireEvent.click(screen.getByTestId('thing-target-plus'));
    expect((screen.getByTestId('thing-target-input') as HTMLInputElement).value).toBe('20.3');
    fireEvent.change(screen.getByTestId('thing-target-input'), { target: { value: '-30' } });
    expect(screen.getByTestId('thing-target-error').textContent).toContain('小于最小值');
  });

  it('string is a text box limited to its length', () => {
    render(
      <ThingControl model={model('note', { type: 'string', maxLength: 8 })} value="" onSend={() => true} />,
    );
    expect(screen.getByTestId('thing-note-input').getAttribute('maxLength')).toBe('8');
  });

  it('object and array are JSON editors checked against their params', () => {
    const onSend = vi.fn(() => true);
    const object: DatatypeSpec = {
      type: 'object',
      params: [
        { id: 'lat', name: 'lat', datatype: { type: 'decimal', min: -90, max: 90, step: 0.1, unit: '' } },
      ],
    };
    const { unmount } = render(<ThingControl model={model('loc', object)} value="" onSend={onSend} />);
    fireEvent.change(screen.getByTestId('thing-loc-json'), { target: { value: '{"lat": 100}' } });
    expect(screen.getByTestId('thing-loc-error')).toBeTruthy();
    fireEvent.change(screen.getByTestId('thing-loc-json'), { target: { value: '{"lat": 22.5}' } });
    fireEvent.click(screen.getByTestId('thing-loc-send'));
    expect(onSend).toHaveBeenCalledWith('{"lat":"22.5"}');
    unmount();
    render(
      <ThingControl
        model={model('list', { type: 'array', arrayType: 'integer', arrayCount: 2 })}
        value="[1,2]"
        onSend={onSend}
      />,
    );
    fireEvent.change(screen.getByTestId('thing-list-json'), { target: { value: '[1,2,3]' } });
    expect(screen.getByTestId('thing-list-error')).toBeTruthy();
  });

  it('read-only items show their value, without an editor; bools stay disabled', () => {
    render(
      <>
        <ThingControl
          model={model('temp', number, { type: 1, isReadonly: 1 })}
          value="20"
          onSend={() => true}
        />
        <ThingControl
          model={model(
            'door',
            { type: 'bool', trueText: 'Open', falseText: 'Closed' },
            { type: 1, isReadonly: 1 },
          )}
          value="1"
          onSend={() => true}
        />
      </>,
    );
    expect(screen.getByTestId('thing-temp-value').textContent).toBe('20 min');
    expect(screen.queryByTestId('thing-temp-input')).toBeNull();
    expect(screen.getByTestId('thing-temp').textContent).toContain('只读');
    expect((screen.getByTestId('thing-door-switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an offline device greys every control', () => {
    render(<ThingControl model={model('countdown', number)} value="10" disabled onSend={() => true} />);
    expect((screen.getByTestId('thing-countdown-input') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('thing-countdown-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('thing-countdown').getAttribute('aria-disabled')).toBe('true');
  });

  it('with nothing reported, a reading says no data, an event no record, and a control people set just shows itself', () => {
    render(
      <>
        <ThingControl
          model={model('temp', number, { type: 1, isReadonly: 1 })}
          value=""
          onSend={() => true}
        />
        <ThingControl
          model={model('fall', { type: 'string', maxLength: 64 }, { type: 3, isReadonly: 1 })}
          value={undefined}
          onSend={() => true}
        />
        <ThingControl
          model={model('reminder', { type: 'string', maxLength: 60 })}
          value=""
          onSend={() => true}
        />
      </>,
    );
    expect(screen.getByTestId('thing-temp-value').textContent).toBe('暂无数据');
    expect(screen.getByTestId('thing-fall-value').textContent).toBe('暂无记录');
    expect(screen.queryByTestId('thing-reminder-value')).toBeNull();
    expect(screen.getByTestId('thing-reminder-input')).toBeTruthy();
  });
});
