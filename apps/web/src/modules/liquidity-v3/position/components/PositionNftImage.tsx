import { useLingui } from '@lingui/react'
import { Skeleton } from '../../../../ui'
import type { TokenURIImage } from '../hooks/useTokenURIImage'
import { POSITION_STRINGS as S } from '../strings'

/**
 * The position NFT (spec 02 §2 Position detail). Only ever an <img> of a checked
 * data:image/svg+xml URI (utils/nftImage.ts): an SVG shown as an image runs no script and cannot
 * reach the page; it is never parsed into the document.
 */
export function PositionNftImage({ image, tokenId }: { image: TokenURIImage; tokenId: string }) {
  const { _ } = useLingui()
  if (image.state === 'loading')
    return (
      <div className="position-nft" data-testid="position-nft-loading">
        <Skeleton shape="block" height={400} />
      </div>
    )
  if (image.state === 'none')
    return (
      <div className="position-nft position-nft--none" data-testid="position-nft-fallback">
        <p>{_(S.nftUnavailable)}</p>
      </div>
    )
  return (
    <div className="position-nft">
      <img
        src={image.src}
        alt={_({ ...S.nftAlt, values: { id: tokenId } })}
        data-testid="position-nft"
        width={290}
        height={500}
      />
    </div>
  )
}
