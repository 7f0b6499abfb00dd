// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Issue 18 (spec 01 §7 item 6): the devnet's stand-in for mainnet's Chainlink "Fast Gas / Gwei"
/// feed, which the app finds through the ENS name `fast-gas-gwei.data.eth` and reads with
/// latestAnswer(). Like the real feed it answers in wei (0 decimals) despite the name. The answer
/// is set by the deployer only, so a test can make it zero or absurd to see the app fall back.
contract FastGasAggregator {
    address public immutable owner;
    int256 private answer;
    uint256 private updatedAt;
    uint80 private round;

    constructor(int256 answer_) {
        owner = msg.sender;
        _set(answer_);
    }

    function setAnswer(int256 answer_) external {
        require(msg.sender == owner, "not owner");
        _set(answer_);
    }

    function decimals() external pure returns (uint8) {
        return 0;
    }

    function latestAnswer() external view returns (int256) {
        return answer;
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer_, uint256 startedAt, uint256 updatedAt_, uint80 answeredInRound)
    {
        return (round, answer, updatedAt, updatedAt, round);
    }

    function _set(int256 answer_) private {
        answer = answer_;
        updatedAt = block.timestamp;
        round += 1;
    }
}
