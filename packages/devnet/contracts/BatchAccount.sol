// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Issue 18 (smart-contract wallets): a minimal account that runs a list of calls atomically,
/// for the e2e wallet's two smart-wallet modes.
///  - EIP-7702: an EOA delegates its code to a BatchAccount deployed with owner = address(0);
///    the EOA then sends `execute(calls)` to itself (msg.sender == address(this)), which is how
///    the test wallet answers `wallet_sendCalls` (EIP-5792) with one atomic transaction.
///  - Contract account: a BatchAccount deployed with an owner EOA is itself the wallet's
///    account (it holds the tokens); the owner sends `execute(calls)` to it. It has no key, so
///    it cannot sign an EIP-2612 permit for its own address: the app must approve instead.
/// Any failing call reverts the whole batch with that call's revert data.
contract BatchAccount {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function execute(Call[] calldata calls) external payable {
        require(msg.sender == address(this) || (owner != address(0) && msg.sender == owner), "BatchAccount: not owner");
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }

    /// A swap to the native coin pays the account through WETH's withdraw.
    receive() external payable {}

    /// ERC-721 safe transfers (a v3 position) may be sent to the account.
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }
}
