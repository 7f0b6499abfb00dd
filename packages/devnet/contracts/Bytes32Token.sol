// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {StandardToken} from "./StandardToken.sol";

/// MKR-like: name() and symbol() return bytes32 (right-padded ASCII), not string. Code that
/// ABI-decodes them as string fails; a token list or UI must fall back to the bytes32 reading.
contract Bytes32Token is StandardToken {
    bytes32 public immutable name;
    bytes32 public immutable symbol;
    uint8 public constant decimals = 18;

    constructor(bytes32 name_, bytes32 symbol_) {
        name = name_;
        symbol = symbol_;
    }
}
