import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AreaPicker from './AreaPicker';
import { areaOptions, areaPath, areaText, loadAreaData } from './area-data';
import { COORDINATE_MESSAGES, coordinatesError } from './coordinates';

describe('area data', () => {
  it('walks province → city → district from root 86', async () => {
    const data = await loadAreaData();
    expect(areaPath(data, '440305')).toEqual(['440000', '440300', '440305']);
    expect(areaText(data, '440305')).toBe('广东省/深圳市/南山区');
    expect(areaText(data, '110000', ' ')).toBe('北京市');
    expect(areaPath(data, '999999')).toEqual([]);
    expect(areaText(data, undefined)).toBe('');
    const provinces = areaOptions(data, 1);
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces.every((p) => !p.children)).toBe(true);
    const guangdong = areaOptions(data, 2).find((p) => p.label === '广东省');
    expect(guangdong?.children?.find((c) => c.label === '深圳市')?.children).toBeUndefined();
  });
});

describe('coordinates', () => {
  it('checks the ranges and that both are given', () => {
    expect(coordinatesError({ longitude: 113.93041, latitude: 22.53332 })).toBeNull();
    expect(coordinatesError({})).toBeNull();
    expect(coordinatesError({ longitude: 181, latitude: 0 })).toBe(COORDINATE_MESSAGES.longitude);
    expect(coordinatesError({ longitude: 0, latitude: -90.5 })).toBe(COORDINATE_MESSAGES.latitude);
    expect(coordinatesError({ longitude: 120 })).toBe(COORDINATE_MESSAGES.pair);
    expect(coordinatesError({ longitude: Number.NaN, latitude: 1 })).toBe(COORDINATE_MESSAGES.longitude);
  });
});

describe('AreaPicker', () => {
  it('answers an unknown type with Bad type value', () => {
    render(<AreaPicker type={'radio' as never} />);
    expect(screen.getByText('Bad type value: radio')).toBeTruthy();
  });

  it('shows the names of a chosen district in one select per level', async () => {
    render(<AreaPicker type="select" value="440305" />);
    expect(await screen.findByText('南山区')).toBeTruthy();
    expect(screen.getByText('广东省')).toBeTruthy();
    expect(screen.getByText('深圳市')).toBeTruthy();
  });
});
