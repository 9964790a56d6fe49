import { nearbyArea } from './feeds.service';

describe('nearbyArea', () => {
  it('bounds the radius with a box around the point', () => {
    const { box } = nearbyArea(-33.92, 18.42, 50);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 50) / 111.32, 5);
    expect(box.minLng).toBeLessThan(18.42 - 50 / 111.32);
    expect(box.maxLng).toBeGreaterThan(18.42 + 50 / 111.32);
  });

  it('takes every longitude across the antimeridian and near the poles', () => {
    expect(nearbyArea(10, 179.9, 50).box).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(nearbyArea(89.99, 0, 50).box).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
  });
});
