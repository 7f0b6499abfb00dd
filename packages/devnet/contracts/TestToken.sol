// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// A plain ERC-20 with a chosen number of decimals (the DAI-, USDC- and WBTC-like seed tokens).
contract TestToken is TokenBase {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _setAllowance(msg.sender, spender, amount);
        return true;
    }
}
