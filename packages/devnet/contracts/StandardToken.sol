// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// The ERC-20 entry points that return `true`, shared by every seed token except the USDT-like
/// one (whose point is to return nothing). `_transfer` is the hook a quirky token overrides.
abstract contract StandardToken is TokenBase {
    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _setAllowance(msg.sender, spender, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal virtual {
        _move(from, to, amount);
    }
}
