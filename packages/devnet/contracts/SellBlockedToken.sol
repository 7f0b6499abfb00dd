// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {StandardToken} from "./StandardToken.sol";

/// A token that can be bought but never sold (issue 35: the "honeypot" a token-safety check must
/// catch before the trade). Transfers into a blocked address, such as its own pool, revert unless
/// they come from the minter, who seeds the pool; transfers out of the pool (a buy) go through.
contract SellBlockedToken is StandardToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    mapping(address => bool) public salesBlockedTo;

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function blockSalesTo(address pool) external {
        require(msg.sender == minter, "SellBlockedToken: not minter");
        salesBlockedTo[pool] = true;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(!salesBlockedTo[to] || from == minter, "SellBlockedToken: sales are disabled");
        _move(from, to, amount);
    }
}
