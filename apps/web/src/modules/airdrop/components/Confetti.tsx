import { useEffect, useRef } from 'react'

/** spec 01 §4: 'Claimed' with confetti, 400 pieces. */
export const CONFETTI_PIECES = 400
const DURATION_MS = 3500
const COLORS = ['#ff007a', '#2172e5', '#27ae60', '#f3b71e', '#9b51e0', '#ff8f00']

interface Piece {
  x: number
  y: number
  vx: number
  vy: number
  size: number
  angle: number
  spin: number
  color: string
}

/**
 * A burst of confetti over the page, drawn on one canvas (no dependency): pieces fall from the
 * top with a little drift and spin, then the canvas is gone. Decorative (aria-hidden) and skipped
 * when the user asks for reduced motion.
 */
export function Confetti() {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const width = window.innerWidth
    const height = window.innerHeight
    canvas.width = width
    canvas.height = height
    const pieces: Piece[] = Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
      x: Math.random() * width,
      y: -Math.random() * height * 0.6,
      vx: (Math.random() - 0.5) * 2,
      vy: 2 + Math.random() * 3,
      size: 5 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      color: COLORS[i % COLORS.length] ?? '#ff007a',
    }))
    const start = performance.now()
    let frame = 0
    const draw = (now: number) => {
      const t = now - start
      context.clearRect(0, 0, width, height)
      context.globalAlpha = t > DURATION_MS - 800 ? Math.max(0, (DURATION_MS - t) / 800) : 1
      for (const p of pieces) {
        p.x += p.vx
        p.y += p.vy
        p.angle += p.spin
        context.save()
        context.translate(p.x, p.y)
        context.rotate(p.angle)
        context.fillStyle = p.color
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2)
        context.restore()
      }
      if (t < DURATION_MS) frame = requestAnimationFrame(draw)
      else context.clearRect(0, 0, width, height)
    }
    frame = requestAnimationFrame(draw)
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <div aria-hidden="true">
      <canvas ref={ref} className="claim-confetti" data-testid="claim-confetti" />
    </div>
  )
}
