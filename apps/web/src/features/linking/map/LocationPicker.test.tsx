import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInRouter } from '../../../test/render.tsx';
import { LocationPicker } from './LocationPicker.tsx';
import { LocationView } from './LocationView.tsx';
import { rememberPlace } from './places.ts';

const options = {
  code: 200,
  msg: 'ok',
  data: {
    mapTileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    mapTileSubdomains: '1234',
    mapTileCoords: 'wgs84',
    mapAttribution: '',
    centre: { address: '邻里社会工作服务中心', lng: 114.0579, lat: 22.5431 },
    provisioningAddress: 'http://192.168.4.1',
    pairingTokenMinutes: 10,
  },
};

/** Tiles never load in the test document: make the first one fail, as offline. */
const tilesFail = async () => {
  const tile = await waitFor(() => {
    const img = document.querySelector('img.lk-map__tile');
    if (!img) throw new Error('no tile yet');
    return img;
  });
  fireEvent.error(tile);
  await screen.findByTestId('map-offline');
};

describe('the location picker without tiles', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeFetch({ '/iot/linking/options': { body: options } }).fetch));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('picks a place by address search, and nothing is chosen before', async () => {
    const onConfirm = vi.fn();
    renderInRouter(<LocationPicker initial={undefined} onConfirm={onConfirm} />);
    await tilesFail();
    expect(screen.getByTestId('map-offline').textContent).not.toContain('经纬度');
    expect((screen.getByTestId('map-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('map-search'), { target: { value: '中心' } });
    expect(screen.getByTestId('map-result-0').textContent).toContain('邻里社会工作服务中心');
    fireEvent.change(screen.getByTestId('map-search'), { target: { value: '福田' } });
    fireEvent.click(screen.getByTestId('map-result-0'));
    expect(screen.getByTestId('map-selected').textContent).toContain('福田区');
    fireEvent.click(screen.getByTestId('map-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({ lng: 114.0559, lat: 22.5223 });
  });

  it('offers the last place picked on this phone', async () => {
    rememberPlace({ zh: '深圳北站', en: 'Shenzhen North Railway Station', lng: 114.0295, lat: 22.6094 });
    const onConfirm = vi.fn();
    renderInRouter(<LocationPicker initial={{ lng: 114.1, lat: 22.6 }} onConfirm={onConfirm} />);
    await tilesFail();
    expect(screen.getByTestId('map-last').textContent).toBe('上次的位置：深圳北站');
    fireEvent.click(screen.getByTestId('map-last'));
    fireEvent.click(screen.getByTestId('map-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({ lng: 114.0295, lat: 22.6094 });
  });

  it('says so when the phone refuses its position', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: async () => ({ state: 'granted' }) },
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (e: { code: number; PERMISSION_DENIED: number }) => void) =>
          fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    renderInRouter(<LocationPicker initial={undefined} onConfirm={vi.fn()} />);
    await tilesFail();
    fireEvent.click(screen.getByTestId('map-here'));
    expect((await screen.findByTestId('map-here-problem')).textContent).toContain('没有定位权限');
  });

  it('shows a place read-only as "map unavailable" with its name and address, and no fields', async () => {
    renderInRouter(
      <LocationView point={{ lng: 114.0559, lat: 22.5223 }} name="福田服务点" address="福华路 1 号" />,
    );
    await tilesFail();
    expect(screen.getByTestId('map-offline').textContent).toContain('地图暂时无法显示');
    expect(screen.getByTestId('map-place').textContent).toContain('福华路 1 号');
    expect(document.querySelector('input')).toBeNull();
  });
});
