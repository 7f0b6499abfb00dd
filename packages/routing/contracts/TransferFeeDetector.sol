// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IBalanceOf {
    function balanceOf(address owner) external view returns (uint256);
}

interface IV2Pair {
    function token0() external view returns (address);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// Issue 17: a token's transfer fee, measured without moving anything. Only ever run inside
/// eth_call, never deployed (viem's deployless `call` with `code`). It borrows `amount` of the
/// token from a v2 pair (a flash swap), reads how much arrived, sends that back to the pair and
/// reads how much arrived there, then reverts with both numbers: the revert undoes the borrow,
/// so nothing is ever repaid and no state is left behind.
contract TransferFeeDetector {
    error Measured(uint256 received, uint256 delivered);

    /// Many tokens in one eth_call; `measured[i]` is false where token i could not be measured
    /// (its transfer or the flash swap reverted).
    function detectMany(address[] calldata tokens, address[] calldata pairs, uint256[] calldata amounts)
        external
        returns (uint256[] memory received, uint256[] memory delivered, bool[] memory measured)
    {
        received = new uint256[](tokens.length);
        delivered = new uint256[](tokens.length);
        measured = new bool[](tokens.length);
        for (uint256 i; i < tokens.length; i++) {
            try this.detect(tokens[i], pairs[i], amounts[i]) returns (uint256 r, uint256 d) {
                (received[i], delivered[i], measured[i]) = (r, d, true);
            } catch {}
        }
    }

    /// `received`: what a transfer of `amount` out of the pair delivered; `delivered`: what a
    /// transfer of `received` into the pair delivered.
    function detect(address token, address pair, uint256 amount)
        external
        returns (uint256 received, uint256 delivered)
    {
        bool isToken0 = IV2Pair(pair).token0() == token;
        try IV2Pair(pair).swap(
            isToken0 ? amount : 0, isToken0 ? 0 : amount, address(this), abi.encode(token, pair)
        ) {} catch (bytes memory reason) {
            if (reason.length == 68 && bytes4(reason) == Measured.selector) {
                assembly {
                    received := mload(add(reason, 36))
                    delivered := mload(add(reason, 68))
                }
                return (received, delivered);
            }
            assembly {
                revert(add(reason, 32), mload(reason))
            }
        }
        revert("TransferFeeDetector: no measurement");
    }

    function uniswapV2Call(address, uint256, uint256, bytes calldata data) external {
        (address token, address pair) = abi.decode(data, (address, address));
        uint256 received = IBalanceOf(token).balanceOf(address(this));
        uint256 before = IBalanceOf(token).balanceOf(pair);
        // Low-level: tokens without a return value (USDT) must be measurable too.
        (bool ok, bytes memory ret) =
            token.call(abi.encodeWithSignature("transfer(address,uint256)", pair, received));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "TransferFeeDetector: transfer failed");
        revert Measured(received, IBalanceOf(token).balanceOf(pair) - before);
    }
}
