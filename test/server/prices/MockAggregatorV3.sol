// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A Chainlink AggregatorV3Interface whose answer the test sets: the price feed the
///         server reads on chain (test/server/prices/chainlinkPrices.test.ts).
contract MockAggregatorV3 {
    uint8 public immutable decimals;
    uint80 private round;
    int256 private answer;
    uint256 private updatedAt;

    constructor(uint8 decimals_) {
        decimals = decimals_;
    }

    function setAnswer(int256 answer_, uint256 updatedAt_) external {
        round += 1;
        answer = answer_;
        updatedAt = updatedAt_;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return (round, answer, updatedAt, updatedAt, round);
    }
}
