// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Tidepool's own implementation of the Multicall3 interface (the ABI viem's `multicall` and
/// most wallets call at 0xcA11bde05977b3631167028862bE2a173976CA11). No artifact of it ships on
/// npm (devnet-facts), so the devnet places this runtime there with hardhat_setCode. It has no
/// constructor and no immutables, so the runtime works at any address.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate(Call[] calldata calls) external payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(ok, "Multicall3: call failed");
            returnData[i] = data;
        }
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess) require(ok, "Multicall3: call failed");
            results[i] = Result(ok, data);
        }
    }

    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory results)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        results = tryAggregate(requireSuccess, calls);
    }

    function blockAndAggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory results)
    {
        return tryBlockAndAggregate(true, calls);
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!ok && !calls[i].allowFailure) _bubble(data);
            results[i] = Result(ok, data);
        }
    }

    function aggregate3Value(Call3Value[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        uint256 total = 0;
        for (uint256 i = 0; i < calls.length; i++) {
            total += calls[i].value;
            (bool ok, bytes memory data) = calls[i].target.call{value: calls[i].value}(calls[i].callData);
            if (!ok && !calls[i].allowFailure) _bubble(data);
            results[i] = Result(ok, data);
        }
        // The sum of the values must match what was sent, so no ether is stranded here.
        require(msg.value == total, "Multicall3: value mismatch");
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32) {
        return blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address) {
        return block.coinbase;
    }

    function getCurrentBlockDifficulty() external view returns (uint256) {
        return block.prevrandao;
    }

    function getCurrentBlockGasLimit() external view returns (uint256) {
        return block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }

    function getEthBalance(address addr) external view returns (uint256) {
        return addr.balance;
    }

    function getLastBlockHash() external view returns (bytes32) {
        return blockhash(block.number - 1);
    }

    function getBasefee() external view returns (uint256) {
        return block.basefee;
    }

    function getChainId() external view returns (uint256) {
        return block.chainid;
    }

    /// Re-raises a failed call's revert data so callers see the original reason.
    function _bubble(bytes memory data) private pure {
        if (data.length == 0) revert("Multicall3: call failed");
        assembly {
            revert(add(data, 32), mload(data))
        }
    }
}
