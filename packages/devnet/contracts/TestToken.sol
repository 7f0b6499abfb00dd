// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {StandardToken} from "./StandardToken.sol";

/// A plain ERC-20 with a chosen number of decimals (the DAI-, USDC- and WBTC-like seed tokens).
contract TestToken is StandardToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }
}
