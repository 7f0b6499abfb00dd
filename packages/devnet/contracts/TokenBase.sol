// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Storage and internal bookkeeping shared by the devnet's seed tokens. Each token declares its
/// own external ERC-20 surface on top, because the awkwardness being modelled (missing return
/// values, bytes32 metadata, transfer fees) lives exactly in that surface.
abstract contract TokenBase {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public immutable minter;

    constructor() {
        minter = msg.sender;
    }

    /// Only the devnet deployer mints: the seed funds accounts and pools, tests cannot print money.
    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "TokenBase: not minter");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        require(to != address(0), "TokenBase: transfer to zero");
        uint256 balance = balanceOf[from];
        require(balance >= amount, "TokenBase: balance too low");
        unchecked {
            balanceOf[from] = balance - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }

    function _setAllowance(address owner, address spender, uint256 amount) internal {
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }

    /// An allowance of type(uint256).max is never decreased, as in most modern tokens.
    function _spendAllowance(address owner, address spender, uint256 amount) internal {
        uint256 current = allowance[owner][spender];
        if (current == type(uint256).max) return;
        require(current >= amount, "TokenBase: allowance too low");
        unchecked {
            allowance[owner][spender] = current - amount;
        }
    }
}
