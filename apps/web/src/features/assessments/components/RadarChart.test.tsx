import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadarChart, wrapLabel } from './RadarChart.tsx';

describe('radar chart', () => {
  it('labels every axis with its name and its score, not colour alone', () => {
    render(
      <RadarChart
        title="各部分得分雷达图"
        axes={[
          { key: 'B.1', label: '自理能力', value: 27, max: 32 },
          { key: 'B.2', label: '基础运动能力', value: 12, max: 15 },
          { key: 'B.3', label: '精神状态', value: 25, max: 28 },
          { key: 'B.4', label: '感知觉与社会参与', value: 10, max: 15 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: '各部分得分雷达图' });
    for (const text of ['自理能力', '27/32', '基础运动能力', '12/15', '精神状态', '25/28', '10/15']) {
      expect(chart.textContent).toContain(text);
    }
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
  });

  it('draws nothing with fewer than three axes', () => {
    const { container } = render(
      <RadarChart title="x" axes={[{ key: 'a', label: 'a', value: 1, max: 2 }]} />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });

  it('wraps long labels', () => {
    expect(wrapLabel('Sensory perception and social participation')).toEqual([
      'Sensory',
      'perception and',
      'social',
      'participation',
    ]);
    expect(wrapLabel('感知觉与社会参与')).toEqual(['感知觉与社会', '参与']);
  });
});
