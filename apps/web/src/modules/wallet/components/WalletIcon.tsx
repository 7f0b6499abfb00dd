/** A wallet's icon: the announced one (EIP-6963 data URI) or a letter badge. */
export function WalletIcon({
  name,
  icon,
  size = 28,
}: {
  name: string
  icon: string | undefined
  size?: number
}) {
  if (icon) return <img className="wallet-icon" src={icon} alt="" width={size} height={size} />
  return (
    <span
      className="wallet-icon wallet-icon--letter"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
