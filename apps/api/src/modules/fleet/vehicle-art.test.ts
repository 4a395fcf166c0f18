import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  VEHICLE_ART_BACKDROPS,
  VEHICLE_ART_LIVERIES,
  VEHICLE_ART_NAMES,
  VEHICLE_ART_VEHICLES,
  parseVehicleArtName,
  vehicleArtSvg,
} from './vehicle-art';

describe('vehicle art', () => {
  it('names every vehicle in every livery on every backdrop, once', () => {
    expect(VEHICLE_ART_NAMES).toHaveLength(
      VEHICLE_ART_VEHICLES.length * VEHICLE_ART_LIVERIES.length * VEHICLE_ART_BACKDROPS.length,
    );
    expect(new Set(VEHICLE_ART_NAMES).size).toBe(VEHICLE_ART_NAMES.length);
    expect(VEHICLE_ART_NAMES).toContain('luxury-coach-teal-kilimanjaro');
    expect(parseVehicleArtName('semi-luxury-coach-night-acacia')).toEqual({
      vehicle: 'semi-luxury-coach',
      livery: 'night',
      backdrop: 'acacia',
    });
  });

  it('draws each name as an 800 × 500 SVG an image decoder reads', async () => {
    for (const name of VEHICLE_ART_NAMES) {
      const svg = vehicleArtSvg(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"/);
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/NaN|undefined|<script|on\w+=/i);
    }
    // Decoding all 54 takes a while; one per vehicle proves the markup is well formed.
    for (const vehicle of VEHICLE_ART_VEHICLES) {
      const meta = await sharp(Buffer.from(vehicleArtSvg(`${vehicle}-teal-road`)!)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 800, 500]);
    }
  });

  it('draws nothing for any other name', () => {
    for (const name of [
      '',
      'luxury-coach',
      'luxury-coach-teal',
      'luxury-coach-teal-road.svg',
      'LUXURY-COACH-TEAL-ROAD',
      ' luxury-coach-teal-road',
      'luxury-coach-teal-road/../x',
      'luxury-coach-pink-road',
      'bus-teal-road',
      '__proto__',
      'constructor',
      'luxury-coach-teal-road"><script>',
    ]) {
      expect(vehicleArtSvg(name), name).toBeNull();
      expect(parseVehicleArtName(name)).toBeNull();
    }
  });
});
