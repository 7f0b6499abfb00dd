// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// USDT-like: transfer, transferFrom and approve return nothing (callers that decode a bool
/// revert), and approve refuses to change a non-zero allowance to another non-zero value, so a
/// wallet must reset the allowance to 0 first, as with Tether's mainnet contract.
contract NoReturnToken is TokenBase {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        _spendAllowance(from, msg.sender, amount);
        _move(from, to, amount);
    }

    function approve(address spender, uint256 amount) external {
        require(amount == 0 || allowance[msg.sender][spender] == 0, "NoReturnToken: reset allowance to 0 first");
        _setAllowance(msg.sender, spender, amount);
    }
}
