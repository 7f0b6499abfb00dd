/** A figure as shown, with its raw units on data-raw (e2e compares them with the chain to the wei). */
export interface MiningFigure {
  raw: bigint
  text: string
}

export function FigureValue({
  figure,
  className,
  testId,
}: {
  figure: MiningFigure
  className: string
  testId: string
}) {
  return (
    <span className={className} data-testid={testId} data-raw={figure.raw.toString()}>
      {figure.text}
    </span>
  )
}
