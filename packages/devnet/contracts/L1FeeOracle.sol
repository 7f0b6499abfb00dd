// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Issue 33 "Local replica": the OP Stack's GasPriceOracle as the devnet's OP-stack-style L2
/// answers it, installed (hardhat_setCode) at the predeploy address
/// 0x420000000000000000000000000000000000000F. Apps call it exactly as on OP Mainnet or Base:
/// getL1Fee(unsigned RLP-encoded transaction) → the L1 data fee in wei.
///
/// The fee is the Ecotone formula (OP spec, specs/protocol/exec-engine.md "Ecotone L1-Cost fee
/// changes", and the predeploy's getL1FeeEcotone in
/// packages/contracts-bedrock/src/L2/GasPriceOracle.sol):
///   l1GasUsed = zeroBytes * 4 + nonZeroBytes * 16 + 68 * 16   (68 bytes: the signature to come)
///   fee = l1GasUsed * (16 * baseFeeScalar * l1BaseFee + blobBaseFeeScalar * blobBaseFee)
///         / (16 * 10 ** decimals)
/// The real oracle reads the four inputs from the L1Block predeploy, which the sequencer updates
/// every L2 block; the stand-in keeps them in its own storage (slots 0–3, set by the devnet with
/// hardhat_setStorageAt: code installed by setCode runs no constructor). Fjord's FastLZ size
/// estimate is not modelled: the devnet stands for Ecotone's pricing (isFjord() says false).
contract L1FeeOracle {
    uint256 public l1BaseFee; // slot 0
    uint256 public blobBaseFee; // slot 1
    // Whole slots (uint32 would pack both into slot 2); the getters answer uint32 as OP's do.
    uint256 private baseFeeScalar_; // slot 2
    uint256 private blobBaseFeeScalar_; // slot 3

    /// The OP predeploy's: the scalars carry 6 decimals.
    uint256 public constant DECIMALS = 6;

    function decimals() external pure returns (uint256) {
        return DECIMALS;
    }

    function isEcotone() external pure returns (bool) {
        return true;
    }

    function isFjord() external pure returns (bool) {
        return false;
    }

    /// The L2's own base fee, as the real oracle reports it.
    function gasPrice() external view returns (uint256) {
        return block.basefee;
    }

    function baseFee() external view returns (uint256) {
        return block.basefee;
    }

    function baseFeeScalar() public view returns (uint32) {
        return uint32(baseFeeScalar_);
    }

    function blobBaseFeeScalar() public view returns (uint32) {
        return uint32(blobBaseFeeScalar_);
    }

    function getL1GasUsed(bytes calldata data) public pure returns (uint256) {
        uint256 total = 0;
        for (uint256 i = 0; i < data.length; i++) {
            total += data[i] == 0 ? 4 : 16;
        }
        return total + 68 * 16;
    }

    function getL1Fee(bytes calldata data) external view returns (uint256) {
        uint256 scaledBaseFee = uint256(baseFeeScalar()) * 16 * l1BaseFee;
        uint256 scaledBlobBaseFee = uint256(blobBaseFeeScalar()) * blobBaseFee;
        return (getL1GasUsed(data) * (scaledBaseFee + scaledBlobBaseFee)) / (16 * 10 ** DECIMALS);
    }
}
