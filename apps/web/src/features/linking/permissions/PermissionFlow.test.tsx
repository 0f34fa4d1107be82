import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type PermissionDeps, usePermissionFlow } from './PermissionFlow.tsx';
import { type PermissionQuery, permissionState } from './permissions.ts';

function Harness({ deps, onResult }: { deps: PermissionDeps; onResult: (granted: boolean) => void }) {
  const flow = usePermissionFlow(deps);
  return (
    <>
      <button type="button" onClick={() => void flow.ask('location').then(onResult)}>
        ask
      </button>
      {flow.element}
    </>
  );
}

const setup = (state: PermissionQuery, granted: boolean) => {
  const request = vi.fn(async () => granted);
  const onResult = vi.fn();
  render(<Harness deps={{ query: async () => state, request }} onResult={onResult} />);
  return { request, onResult };
};

const flush = () => act(async () => {});

describe('permission flow (docs/product.md "Phone permissions")', () => {
  it('already granted: no explanation, state true', async () => {
    const { request, onResult } = setup('granted', true);
    fireEvent.click(screen.getByText('ask'));
    await flush();
    expect(screen.queryByTestId('permission-explain')).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith(true);
    expect(permissionState().location).toBe(true);
  });

  it('explains first (title and text), then asks the browser; denied sets the state false', async () => {
    const { request, onResult } = setup('prompt', false);
    fireEvent.click(screen.getByText('ask'));
    await flush();
    expect(screen.getByTestId('permission-explain').textContent).toContain('位置权限');
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('permission-continue'));
    await flush();
    expect(request).toHaveBeenCalledWith('location');
    expect(onResult).toHaveBeenCalledWith(false);
    expect(permissionState().location).toBe(false);
    expect(screen.queryByTestId('permission-explain')).toBeNull();
  });

  it('refused for good: the modal says to go to settings, with a button', async () => {
    const { request, onResult } = setup('denied', false);
    fireEvent.click(screen.getByText('ask'));
    await flush();
    const modal = screen.getByTestId('permission-denied');
    expect(modal.textContent).toContain('操作权限已被拒绝，请手动前往设置');
    expect(screen.getByTestId('permission-continue').textContent).toBe('立即设置');
    fireEvent.click(screen.getByTestId('permission-cancel'));
    await flush();
    expect(request).not.toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledWith(false);
  });
});
