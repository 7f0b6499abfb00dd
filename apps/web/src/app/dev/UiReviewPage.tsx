// Review page of the design system (issue 11 §2): every ui part in its states, in the light and
// the dark theme side by side. Reached at #/dev/ui only (not in the nav); its own lazy chunk, so
// nothing here is in the /swap entry. The sample texts are demo data, not product copy.
import type { CSSProperties } from 'react'
import { type ThemeName, themeVariables } from '../../ui'
import { UiReviewParts } from './UiReviewParts'
import './UiReviewPage.css'

const THEMES: readonly ThemeName[] = ['light', 'dark']

function themeStyle(theme: ThemeName): CSSProperties {
  return { ...themeVariables(theme), colorScheme: theme } as CSSProperties
}

export function UiReviewPage() {
  return (
    <div className="ui-review" data-testid="ui-review">
      <h1 className="ui-review__title">Design system</h1>
      <div className="ui-review__themes">
        {THEMES.map((theme) => (
          <section
            key={theme}
            className="ui-review__theme"
            data-theme={theme}
            data-testid={`ui-review-${theme}`}
            aria-label={`${theme} theme`}
            style={themeStyle(theme)}
          >
            <h2 className="ui-review__theme-name">{theme === 'light' ? 'Light' : 'Dark'}</h2>
            <UiReviewParts theme={theme} />
          </section>
        ))}
      </div>
    </div>
  )
}
