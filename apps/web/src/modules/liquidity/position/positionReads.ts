// The `read` names (chainQueryKeys.multicall's fourth part) of the queries that hold one v3
// position, side by side so that an invalidation or a key matcher names the query it means. Two
// of them read positions(tokenId) (spec 02 §7) but hold different data, so they keep two keys:
// sharing one would hand the detail screen the add form's six fields, or the other way round.
// A leaf file: the add form imports it without pulling in the detail screen's reads.

/** The position detail's figures (liquidity-v3's position/actions/readPosition); key
 *  [tokenId, viewer]. */
export const V3_POSITION_DETAIL_READ = 'v3Position'
/** The position detail's tokenURI (liquidity-v3's position/actions/readTokenURI); key [tokenId]. */
export const V3_POSITION_URI_READ = 'v3PositionURI'
/** The /increase form's range of the position (liquidity-v3's add/hooks/usePositionRange);
 *  key [tokenId]. */
export const V3_POSITION_RANGE_READ = 'v3AddPosition'

/** A v4 position's page (liquidity/positions readV4PositionsById for one id); key [tokenId]. */
export const V4_POSITION_READ = 'v4Position'
