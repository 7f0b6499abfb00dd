// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// MKR-like: name() and symbol() return bytes32 (right-padded ASCII), not string. Code that
/// ABI-decodes them as string fails; a token list or UI must fall back to the bytes32 reading.
contract Bytes32Token is TokenBase {
    bytes32 public immutable name;
    bytes32 public immutable symbol;
    uint8 public constant decimals = 18;

    constructor(bytes32 name_, bytes32 symbol_) {
        name = name_;
        symbol = symbol_;
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
