import { DEVICE_TYPES } from '@linli/contracts';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './ProductPicture.tsx';

describe('ProductPicture', () => {
  it('draws a catalogue product (its /device-images/ path is no file) and a product without a picture', () => {
    const { container, rerender } = render(<ProductPicture src="/device-images/health-watch.svg" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.pd-picture svg')).not.toBeNull();
    rerender(<ProductPicture src="" deviceType={DEVICE_TYPES.gateway} large />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.pd-picture--large svg')).not.toBeNull();
  });

  it('shows an uploaded picture, and the drawing when it fails to load', () => {
    const { container } = render(<ProductPicture src="/uploads/2026/11/plug.png" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/2026/11/plug.png');
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.pd-picture svg')).not.toBeNull();
  });
});
