// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {StandardToken} from "./StandardToken.sol";

/// An ERC-20 with EIP-2612 permit (EIP-712 domain: name, version "1", chainId, this address).
/// The domain separator is computed per call, so it stays right under `--chain-id`.
contract PermitToken is StandardToken {
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    string public constant version = "1";
    mapping(address => uint256) public nonces;

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)), keccak256(bytes(version)), block.chainid, address(this))
        );
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "PermitToken: expired");
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        // EIP-2 low-s rule: reject the malleable twin of a valid signature.
        require(uint256(s) <= HALF_ORDER, "PermitToken: invalid s");
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == owner, "PermitToken: invalid signature");
        _setAllowance(owner, spender, value);
    }
}
