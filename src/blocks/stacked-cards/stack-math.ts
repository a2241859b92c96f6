/**
 * The stacked cards' scroll arithmetic. The pile is pinned while the cards arrive: each card
 * after the first takes `pinPerCard` screen heights of scrolling to slide over the previous one.
 */

/** Pixels of scrolling per extra card. */
export function pinStep(viewportHeight: number, pinPerCard: number): number {
  return viewportHeight * pinPerCard;
}

/**
 * How many cards lie on top of card `index` (fractional while one slides in), given how far
 * the pile has been scrolled since the first card was pinned.
 */
export function coveredBy(
  progress: number,
  index: number,
  cards: number,
  viewportHeight: number,
  pinPerCard: number,
): number {
  const step = pinStep(viewportHeight, pinPerCard);
  if (step <= 0) return 0;
  const above = (progress - index * step) / step;
  return Math.min(cards - 1 - index, Math.max(0, above));
}

/** Cards underneath shrink a little for every card on top of them. */
export function depthScale(covered: number, perCard = 0.05): number {
  return 1 - covered * perCard;
}
