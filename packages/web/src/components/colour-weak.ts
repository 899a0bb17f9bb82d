/** Colour-weak mode (§2 Settings drawer), as ant-design-pro does it: the whole page through an inverting filter. */
export function applyColourWeak(colorWeak: boolean): void {
  document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  document.documentElement.dataset.colorWeak = String(colorWeak);
}
