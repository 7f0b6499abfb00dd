// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ILadderPool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function mint(address recipient, int24 tickLower, int24 tickUpper, uint128 amount, bytes calldata data)
        external
        returns (uint256 amount0, uint256 amount1);
}

interface ILadderToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Issue 13 (the chart bench's pool): many initialized ticks in one transaction. Mints the nested
/// ranges [-spacing·k, spacing·k] for k = from…to straight on the pool, owned by the caller (no
/// position NFT: about half the gas of the position manager's mint), paid from the caller's
/// allowance to this contract in the pool's mint callback.
contract TickLadder {
    address private payer;
    address private pool;

    function mintNested(address pool_, int24 spacing, uint256 from, uint256 to, uint128 liquidity) external {
        payer = msg.sender;
        pool = pool_;
        for (uint256 k = from; k <= to; k++) {
            int24 tick = spacing * int24(int256(k));
            ILadderPool(pool_).mint(msg.sender, -tick, tick, liquidity, "");
        }
        pool = address(0);
        payer = address(0);
    }

    function uniswapV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata) external {
        require(msg.sender == pool && pool != address(0), "TickLadder: not the pool being seeded");
        if (amount0Owed > 0) {
            require(ILadderToken(ILadderPool(pool).token0()).transferFrom(payer, pool, amount0Owed), "TickLadder: token0");
        }
        if (amount1Owed > 0) {
            require(ILadderToken(ILadderPool(pool).token1()).transferFrom(payer, pool, amount1Owed), "TickLadder: token1");
        }
    }
}
