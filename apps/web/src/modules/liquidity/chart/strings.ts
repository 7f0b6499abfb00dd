// User-visible text of the liquidity depth chart (spec 02 §2 price range section, §8 chart
// messages verbatim), as Lingui descriptors translated at render.
import { msg } from '@lingui/core/macro'

export const CHART_STRINGS = {
  // spec 02 §8
  unavailable: msg`Liquidity data not available`,
  noData: msg`There is no liquidity data.`,
  uninitialized: msg`Your position will appear here.`,
  loading: msg`Loading liquidity data`,
  chartLabel: msg`Liquidity depth: {quote} per {base}`,
  minPrice: msg`Min price`,
  maxPrice: msg`Max price`,
  // The shaded range, a slider of its own (issue 34 #10: it drags and steps as a whole).
  priceRange: msg`Price range`,
  currentPrice: msg`Current price`,
  zoomIn: msg`Zoom in`,
  zoomOut: msg`Zoom out`,
  zoomReset: msg`Reset zoom and range`,
}
