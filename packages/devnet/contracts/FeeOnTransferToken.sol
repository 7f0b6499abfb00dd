// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {StandardToken} from "./StandardToken.sol";

/// Burns `feeBps` of every transfer, so the receiver gets less than was sent. A v2 swap of it
/// needs Router02's ...SupportingFeeOnTransferTokens functions; v3 pools do not support it.
contract FeeOnTransferToken is StandardToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public immutable feeBps;

    constructor(string memory name_, string memory symbol_, uint256 feeBps_) {
        require(feeBps_ < 10_000, "FeeOnTransferToken: fee too high");
        name = name_;
        symbol = symbol_;
        feeBps = feeBps_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 fee = (amount * feeBps) / 10_000;
        if (fee > 0) _burn(from, fee);
        _move(from, to, amount - fee);
    }
}
