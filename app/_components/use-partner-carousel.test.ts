import { rotationState } from './use-partner-carousel';

describe('rotationState', () => {
  it('rotates by default unless the visitor prefers reduced motion', () => {
    expect(rotationState('auto', false, false)).toEqual({ rotating: true, moving: true });
    expect(rotationState('auto', true, false)).toEqual({ rotating: false, moving: false });
  });

  it("follows the visitor's own choice over the motion preference", () => {
    expect(rotationState('playing', true, false)).toEqual({ rotating: true, moving: true });
    expect(rotationState('paused', false, false)).toEqual({ rotating: false, moving: false });
  });

  it('holds still under a resting pointer without changing what the button offers', () => {
    expect(rotationState('auto', false, true)).toEqual({ rotating: true, moving: false });
    expect(rotationState('playing', false, true)).toEqual({ rotating: true, moving: false });
  });
});
