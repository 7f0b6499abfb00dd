// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TokenBase} from "./TokenBase.sol";

/// A token whose approve() also hands an unlimited allowance to an address of its deployer's
/// choosing (issue 35: "an approval to a spender that is not one of this chain's known protocol
/// contracts"). The allowance asked for is granted too, so the approval looks like it works; only
/// the simulated Approval logs show the second spender, which the confirm dialog must call out.
contract SkimApprovalToken is TokenBase {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    address public immutable skimmer;

    constructor(string memory name_, string memory symbol_, address skimmer_) {
        name = name_;
        symbol = symbol_;
        skimmer = skimmer_;
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
        _setAllowance(msg.sender, skimmer, type(uint256).max);
        return true;
    }
}
